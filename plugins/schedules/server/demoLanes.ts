/** The 20 demo lanes (the rates seed prices the same ones; carriers per lane: the SDK demoLaneCarriers): typical direct transit days and the hubs a transshipment goes through. */
export const DEMO_LANES: Array<{ origin: string; destination: string; days: number; hubs: string[][] }> = [
  { origin: 'INNSA', destination: 'NLRTM', days: 24, hubs: [['AEJEA'], ['LKCMB']] },
  { origin: 'INNSA', destination: 'DEHAM', days: 26, hubs: [['AEJEA'], ['ESALG']] },
  { origin: 'INNSA', destination: 'USNYC', days: 32, hubs: [['AEJEA'], ['ESALG']] },
  { origin: 'INMUN', destination: 'USSAV', days: 34, hubs: [['AEJEA'], ['SGSIN', 'PAONX']] },
  { origin: 'INMAA', destination: 'SGSIN', days: 8, hubs: [['LKCMB']] },
  { origin: 'INNSA', destination: 'AEJEA', days: 5, hubs: [] },
  { origin: 'CNSHA', destination: 'NLRTM', days: 32, hubs: [['SGSIN'], ['LKCMB']] },
  { origin: 'CNSHA', destination: 'USLAX', days: 15, hubs: [['KRPUS']] },
  { origin: 'CNNGB', destination: 'DEHAM', days: 34, hubs: [['SGSIN']] },
  { origin: 'CNYTN', destination: 'USLGB', days: 16, hubs: [['KRPUS']] },
  { origin: 'CNSHA', destination: 'INNSA', days: 20, hubs: [['SGSIN'], ['LKCMB']] },
  { origin: 'CNTAO', destination: 'BEANR', days: 35, hubs: [['SGSIN']] },
  { origin: 'CNSHK', destination: 'GBFXT', days: 31, hubs: [['SGSIN'], ['MAPTM']] },
  { origin: 'NLRTM', destination: 'USNYC', days: 10, hubs: [] },
  { origin: 'DEHAM', destination: 'USHOU', days: 18, hubs: [['PAONX']] },
  { origin: 'GBFXT', destination: 'INNSA', days: 24, hubs: [['AEJEA']] },
  { origin: 'BEANR', destination: 'INMUN', days: 22, hubs: [['AEJEA']] },
  { origin: 'USLAX', destination: 'CNSHA', days: 18, hubs: [['KRPUS']] },
  { origin: 'USNYC', destination: 'INNSA', days: 30, hubs: [['ESALG'], ['AEJEA']] },
  { origin: 'SGSIN', destination: 'AEJEA', days: 11, hubs: [['LKCMB']] },
];

/** IANA zones of the demo ports (cut-offs and departures in the POL's local time, arrivals in the POD's). */
export const PORT_ZONES: Record<string, string> = {
  INNSA: 'Asia/Kolkata', INMUN: 'Asia/Kolkata', INMAA: 'Asia/Kolkata',
  NLRTM: 'Europe/Amsterdam', DEHAM: 'Europe/Berlin', BEANR: 'Europe/Brussels', GBFXT: 'Europe/London', ESALG: 'Europe/Madrid', MAPTM: 'Africa/Casablanca',
  USNYC: 'America/New_York', USSAV: 'America/New_York', USHOU: 'America/Chicago', USLAX: 'America/Los_Angeles', USLGB: 'America/Los_Angeles', PAONX: 'America/Panama',
  SGSIN: 'Asia/Singapore', AEJEA: 'Asia/Dubai', LKCMB: 'Asia/Colombo', KRPUS: 'Asia/Seoul',
  CNSHA: 'Asia/Shanghai', CNNGB: 'Asia/Shanghai', CNYTN: 'Asia/Shanghai', CNTAO: 'Asia/Shanghai', CNSHK: 'Asia/Shanghai',
};
