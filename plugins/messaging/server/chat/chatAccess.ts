/** The access of a chat route: `chat` Read for reads, Create for writes. */
export const chatAccess = (level: 'Read' | 'Create') => ({ access: { features: ['chat'], level } });
