/** The demo companies' billing identities (invented GSTINs and PANs of the right shape; the GSTIN carries the state code and the PAN). */
export const DEMO_PROFILES = [
  {
    key: 'bluewave', legalName: 'Bluewave Logistics Pvt Ltd', address: 'Unit 12, JNPT SEZ, Nhava Sheva, Navi Mumbai 400707, Maharashtra',
    country: 'IN', stateCode: '27', gstin: '27AABCB1234F1Z5', pan: 'AABCB1234F', baseCurrency: 'INR', termsDays: 30, invoicePrefix: 'BWL', creditNotePrefix: 'BWCN',
    bankDetails: 'HDFC Bank, Vashi branch · A/c 50200012345678 · IFSC HDFC0000060', tdsRate: 0,
  },
  {
    key: 'acme', legalName: 'Acme Exports Pvt Ltd', address: '42 EPIP Zone, Whitefield, Bengaluru 560066, Karnataka · एक्मे एक्सपोर्ट्स, व्हाइटफ़ील्ड',
    country: 'IN', stateCode: '29', gstin: '29AAACA5678K1Z2', pan: 'AAACA5678K', baseCurrency: 'INR', termsDays: 30, invoicePrefix: 'ACME', creditNotePrefix: 'ACN',
    bankDetails: 'ICICI Bank, Whitefield branch · A/c 010405001234 · IFSC ICIC0000104', tdsRate: 2,
  },
  {
    key: 'portolan', legalName: 'Portolan Technologies Pvt Ltd', address: '3rd floor, 100 Feet Road, Indiranagar, Bengaluru 560038, Karnataka',
    country: 'IN', stateCode: '29', gstin: '29AAFCP1234Q1Z7', pan: 'AAFCP1234Q', baseCurrency: 'INR', termsDays: 15, invoicePrefix: 'PTL', creditNotePrefix: 'PTCN',
    bankDetails: 'Axis Bank, Indiranagar · A/c 918020012345678 · IFSC UTIB0000009', tdsRate: 0,
  },
  {
    key: 'harbour', legalName: 'Harbourline Forwarding Pte Ltd', address: '1 Harbourfront Avenue, #14-07, Singapore 098632',
    country: 'SG', stateCode: null, gstin: null, pan: null, baseCurrency: 'USD', termsDays: 15, invoicePrefix: 'HBL', creditNotePrefix: 'HBCN',
    bankDetails: 'DBS Bank · A/c 072-123456-7 · SWIFT DBSSSGSG', tdsRate: 0,
  },
] as const;
