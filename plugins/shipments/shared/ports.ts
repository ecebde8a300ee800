/**
 * A curated list of the world's main container seaports (UN/LOCODE function 1), shipped as data: no
 * package ships UN/LOCODE. Code = country alpha-2 + 3 characters. Coordinates are approximate, for
 * drawing only.
 */
export interface Port {
  code: string;
  name: string;
  country: string;
  region: Region;
  lat: number;
  lon: number;
}

export const REGIONS = ['East Asia', 'South-East Asia', 'Indian Subcontinent', 'Middle East', 'Europe', 'Mediterranean', 'Africa', 'North America', 'Latin America', 'Oceania'] as const;
export type Region = (typeof REGIONS)[number];

type Row = [code: string, name: string, region: Region, lat: number, lon: number];

const ROWS: Row[] = [
  ['CNSHA', 'Shanghai', 'East Asia', 31.23, 121.49],
  ['CNNGB', 'Ningbo', 'East Asia', 29.87, 121.55],
  ['CNYTN', 'Yantian', 'East Asia', 22.57, 114.27],
  ['CNSHK', 'Shekou', 'East Asia', 22.48, 113.91],
  ['CNTAO', 'Qingdao', 'East Asia', 36.07, 120.38],
  ['CNXMN', 'Xiamen', 'East Asia', 24.48, 118.08],
  ['CNTXG', 'Tianjin Xingang', 'East Asia', 38.98, 117.75],
  ['CNDLC', 'Dalian', 'East Asia', 38.92, 121.65],
  ['HKHKG', 'Hong Kong', 'East Asia', 22.29, 114.16],
  ['TWKHH', 'Kaohsiung', 'East Asia', 22.61, 120.28],
  ['KRPUS', 'Busan', 'East Asia', 35.1, 129.04],
  ['JPTYO', 'Tokyo', 'East Asia', 35.62, 139.78],
  ['JPYOK', 'Yokohama', 'East Asia', 35.44, 139.64],
  ['JPUKB', 'Kobe', 'East Asia', 34.68, 135.2],
  ['SGSIN', 'Singapore', 'South-East Asia', 1.26, 103.84],
  ['MYPKG', 'Port Klang', 'South-East Asia', 3.0, 101.39],
  ['MYTPP', 'Tanjung Pelepas', 'South-East Asia', 1.36, 103.55],
  ['THLCH', 'Laem Chabang', 'South-East Asia', 13.08, 100.88],
  ['VNCMP', 'Cai Mep', 'South-East Asia', 10.53, 107.03],
  ['VNHPH', 'Haiphong', 'South-East Asia', 20.86, 106.68],
  ['IDTPP', 'Tanjung Priok', 'South-East Asia', -6.1, 106.88],
  ['IDSUB', 'Surabaya', 'South-East Asia', -7.2, 112.73],
  ['PHMNL', 'Manila', 'South-East Asia', 14.6, 120.96],
  ['INNSA', 'Nhava Sheva (JNPT)', 'Indian Subcontinent', 18.95, 72.95],
  ['INMUN', 'Mundra', 'Indian Subcontinent', 22.74, 69.7],
  ['INMAA', 'Chennai', 'Indian Subcontinent', 13.1, 80.3],
  ['INCOK', 'Cochin', 'Indian Subcontinent', 9.97, 76.27],
  ['INPAV', 'Pipavav', 'Indian Subcontinent', 20.9, 71.5],
  ['INVTZ', 'Visakhapatnam', 'Indian Subcontinent', 17.69, 83.29],
  ['INCCU', 'Kolkata', 'Indian Subcontinent', 22.55, 88.3],
  ['LKCMB', 'Colombo', 'Indian Subcontinent', 6.95, 79.84],
  ['PKKHI', 'Karachi', 'Indian Subcontinent', 24.84, 66.98],
  ['BDCGP', 'Chittagong', 'Indian Subcontinent', 22.31, 91.8],
  ['AEJEA', 'Jebel Ali', 'Middle East', 25.01, 55.06],
  ['AEKHL', 'Khalifa Port', 'Middle East', 24.81, 54.65],
  ['OMSLL', 'Salalah', 'Middle East', 16.94, 54.0],
  ['SAJED', 'Jeddah', 'Middle East', 21.48, 39.17],
  ['SADMM', 'Dammam', 'Middle East', 26.5, 50.2],
  ['QAHMD', 'Hamad Port', 'Middle East', 25.01, 51.6],
  ['NLRTM', 'Rotterdam', 'Europe', 51.95, 4.05],
  ['BEANR', 'Antwerp', 'Europe', 51.27, 4.33],
  ['DEHAM', 'Hamburg', 'Europe', 53.54, 9.93],
  ['DEBRV', 'Bremerhaven', 'Europe', 53.56, 8.55],
  ['DEWVN', 'Wilhelmshaven', 'Europe', 53.6, 8.15],
  ['GBFXT', 'Felixstowe', 'Europe', 51.96, 1.31],
  ['GBSOU', 'Southampton', 'Europe', 50.9, -1.43],
  ['GBLGP', 'London Gateway', 'Europe', 51.5, 0.48],
  ['FRLEH', 'Le Havre', 'Europe', 49.48, 0.11],
  ['PLGDN', 'Gdansk', 'Europe', 54.39, 18.67],
  ['SEGOT', 'Gothenburg', 'Europe', 57.69, 11.85],
  ['DKAAR', 'Aarhus', 'Europe', 56.15, 10.23],
  ['ESALG', 'Algeciras', 'Mediterranean', 36.13, -5.44],
  ['ESVLC', 'Valencia', 'Mediterranean', 39.44, -0.32],
  ['ESBCN', 'Barcelona', 'Mediterranean', 41.35, 2.16],
  ['FRFOS', 'Fos-sur-Mer', 'Mediterranean', 43.42, 4.87],
  ['ITGOA', 'Genoa', 'Mediterranean', 44.4, 8.92],
  ['ITGIT', 'Gioia Tauro', 'Mediterranean', 38.44, 15.9],
  ['GRPIR', 'Piraeus', 'Mediterranean', 37.94, 23.62],
  ['TRMER', 'Mersin', 'Mediterranean', 36.8, 34.63],
  ['TRAMB', 'Ambarli', 'Mediterranean', 40.97, 28.69],
  ['EGPSD', 'Port Said', 'Mediterranean', 31.26, 32.3],
  ['MAPTM', 'Tanger Med', 'Mediterranean', 35.88, -5.5],
  ['ZADUR', 'Durban', 'Africa', -29.87, 31.03],
  ['ZACPT', 'Cape Town', 'Africa', -33.91, 18.43],
  ['NGAPP', 'Apapa (Lagos)', 'Africa', 6.44, 3.36],
  ['GHTEM', 'Tema', 'Africa', 5.63, 0.01],
  ['KEMBA', 'Mombasa', 'Africa', -4.06, 39.67],
  ['TZDAR', 'Dar es Salaam', 'Africa', -6.83, 39.29],
  ['DJJIB', 'Djibouti', 'Africa', 11.6, 43.14],
  ['USLAX', 'Los Angeles', 'North America', 33.73, -118.26],
  ['USLGB', 'Long Beach', 'North America', 33.75, -118.2],
  ['USOAK', 'Oakland', 'North America', 37.8, -122.3],
  ['USSEA', 'Seattle', 'North America', 47.58, -122.35],
  ['USTIW', 'Tacoma', 'North America', 47.27, -122.41],
  ['USNYC', 'New York / New Jersey', 'North America', 40.67, -74.15],
  ['USSAV', 'Savannah', 'North America', 32.08, -81.09],
  ['USCHS', 'Charleston', 'North America', 32.78, -79.92],
  ['USORF', 'Norfolk', 'North America', 36.92, -76.33],
  ['USHOU', 'Houston', 'North America', 29.73, -95.27],
  ['USMIA', 'Miami', 'North America', 25.77, -80.17],
  ['CAVAN', 'Vancouver', 'North America', 49.29, -123.1],
  ['CAPRR', 'Prince Rupert', 'North America', 54.31, -130.33],
  ['CAMTR', 'Montreal', 'North America', 45.55, -73.52],
  ['MXZLO', 'Manzanillo', 'Latin America', 19.06, -104.31],
  ['MXVER', 'Veracruz', 'Latin America', 19.2, -96.13],
  ['PABLB', 'Balboa', 'Latin America', 8.95, -79.57],
  ['PAMIT', 'Manzanillo (Colón)', 'Latin America', 9.36, -79.88],
  ['COCTG', 'Cartagena', 'Latin America', 10.4, -75.53],
  ['BRSSZ', 'Santos', 'Latin America', -23.96, -46.3],
  ['BRRIG', 'Rio Grande', 'Latin America', -32.05, -52.1],
  ['ARBUE', 'Buenos Aires', 'Latin America', -34.58, -58.37],
  ['CLSAI', 'San Antonio', 'Latin America', -33.59, -71.61],
  ['PECLL', 'Callao', 'Latin America', -12.05, -77.15],
  ['AUSYD', 'Sydney (Port Botany)', 'Oceania', -33.97, 151.22],
  ['AUMEL', 'Melbourne', 'Oceania', -37.83, 144.92],
  ['AUBNE', 'Brisbane', 'Oceania', -27.38, 153.17],
  ['NZAKL', 'Auckland', 'Oceania', -36.84, 174.78],
];

export const PORTS: Port[] = ROWS.map(([code, name, region, lat, lon]) => ({ code, name, country: code.slice(0, 2), region, lat, lon }));

const byCode = new Map(PORTS.map((p) => [p.code, p]));

export function portByCode(code: string | null | undefined): Port | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}

/** UN/LOCODE format: country alpha-2 + 3 letters or digits 2–9. */
export const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** "Shanghai (CNSHA)" for a known port, else the code. */
export function portLabel(code: string | null | undefined): string {
  const port = portByCode(code);
  return port ? `${port.name} (${port.code})` : (code ?? '');
}
