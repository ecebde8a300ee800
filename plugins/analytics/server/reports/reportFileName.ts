/** A report file's name, safe in a header: `monthlyShipments-2026-01-01-2026-03-31.pdf`. */
export const reportFileName = (name: string, from: string, to: string, extension: string) => `${name}-${from}-${to}.${extension}`.replace(/[^\w.-]/g, '_');
