/** The id of an editor input for a server field path (`options.0.lines.1.buyUnit`): a 400 naming it focuses it. */
export const quoteFieldId = (path: string) => `quote-field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;
