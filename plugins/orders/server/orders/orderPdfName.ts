/** The PDF's file name of an order. */
export const orderPdfName = (poNumber: string) => `${poNumber.replace(/[^\w.-]/g, '_')}.pdf`;
