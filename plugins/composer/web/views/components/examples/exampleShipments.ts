/** One made-up shipment of the /components examples (example data, never sent anywhere). */
export interface ExampleShipment {
  _id: string;
  reference: string;
  origin: string;
  destination: string;
  mode: 'FCL' | 'LCL' | 'AIR';
  teu: number;
  /** ISO date of departure. */
  etd: string;
}

/** Twelve made-up shipments, the rows of the DataTable and LoadStates examples. */
export const exampleShipments: ExampleShipment[] = [
  { _id: 'x01', reference: 'EX-1001', origin: 'INNSA', destination: 'NLRTM', mode: 'FCL', teu: 4, etd: '2026-12-02' },
  { _id: 'x02', reference: 'EX-1002', origin: 'INMUN', destination: 'DEHAM', mode: 'FCL', teu: 2, etd: '2026-12-05' },
  { _id: 'x03', reference: 'EX-1003', origin: 'INMAA', destination: 'SGSIN', mode: 'LCL', teu: 1, etd: '2026-11-29' },
  { _id: 'x04', reference: 'EX-1004', origin: 'INNSA', destination: 'USNYC', mode: 'FCL', teu: 6, etd: '2026-12-11' },
  { _id: 'x05', reference: 'EX-1005', origin: 'INDEL', destination: 'AEDXB', mode: 'AIR', teu: 0, etd: '2026-11-27' },
  { _id: 'x06', reference: 'EX-1006', origin: 'INMUN', destination: 'CNSHA', mode: 'FCL', teu: 3, etd: '2026-12-08' },
  { _id: 'x07', reference: 'EX-1007', origin: 'INCCU', destination: 'BDCGP', mode: 'LCL', teu: 1, etd: '2026-12-01' },
  { _id: 'x08', reference: 'EX-1008', origin: 'INNSA', destination: 'GBFXT', mode: 'FCL', teu: 8, etd: '2026-12-15' },
  { _id: 'x09', reference: 'EX-1009', origin: 'INBLR', destination: 'DEFRA', mode: 'AIR', teu: 0, etd: '2026-11-30' },
  { _id: 'x10', reference: 'EX-1010', origin: 'INMAA', destination: 'LKCMB', mode: 'FCL', teu: 2, etd: '2026-12-03' },
  { _id: 'x11', reference: 'EX-1011', origin: 'INMUN', destination: 'ESVLC', mode: 'FCL', teu: 5, etd: '2026-12-19' },
  { _id: 'x12', reference: 'EX-1012', origin: 'INNSA', destination: 'JPTYO', mode: 'LCL', teu: 1, etd: '2026-12-07' },
];
