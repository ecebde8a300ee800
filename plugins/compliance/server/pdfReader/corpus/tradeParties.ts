/** Names, places and carriers the generated corpus draws from (invented companies; real ports and carriers). */
export const EXPORTER_STEMS = ['Acme', 'Sundaram', 'Bharat', 'Kaveri', 'Deccan', 'Indus Valley', 'Malabar', 'Shree Ganesh', 'Narmada', 'Coromandel', 'Vindhya', 'Saraswati'];
export const EXPORTER_TRADES = ['Exports', 'Textiles', 'Agro Foods', 'Engineering Works', 'Spices', 'Leather Goods', 'Pharma', 'Handicrafts'];
export const EXPORTER_FORMS = ['Pvt Ltd', 'Private Limited', 'LLP', 'Limited'];
export const INDIAN_CITIES = [
  { city: 'Mumbai', state: 'Maharashtra', gstState: '27', pin: '400001' },
  { city: 'Pune', state: 'Maharashtra', gstState: '27', pin: '411001' },
  { city: 'Chennai', state: 'Tamil Nadu', gstState: '33', pin: '600001' },
  { city: 'Ahmedabad', state: 'Gujarat', gstState: '24', pin: '380001' },
  { city: 'Ludhiana', state: 'Punjab', gstState: '03', pin: '141001' },
  { city: 'Kochi', state: 'Kerala', gstState: '32', pin: '682001' },
];

/** Customs location codes and the seaport each stands for. */
export const INDIAN_PORTS = [
  { portCode: 'INNSA1', name: 'NHAVA SHEVA', locode: 'INNSA' },
  { portCode: 'INMUN1', name: 'MUNDRA', locode: 'INMUN' },
  { portCode: 'INMAA1', name: 'CHENNAI', locode: 'INMAA' },
  { portCode: 'INPAV1', name: 'PIPAVAV', locode: 'INPAV' },
  { portCode: 'INCOK1', name: 'COCHIN', locode: 'INCOK' },
  { portCode: 'INHZA1', name: 'HAZIRA', locode: 'INHZA' },
];

/** Buyers abroad, with their country, currency and port of discharge. */
export const BUYERS = [
  { name: 'Hanseatic Trading GmbH', city: 'Hamburg', country: 'DE', countryName: 'Germany', currency: 'EUR', locode: 'DEHAM', port: 'HAMBURG' },
  { name: 'Van Dijk Import B.V.', city: 'Rotterdam', country: 'NL', countryName: 'Netherlands', currency: 'EUR', locode: 'NLRTM', port: 'ROTTERDAM' },
  { name: 'Atlantic Home Goods Inc', city: 'Newark', country: 'US', countryName: 'United States', currency: 'USD', locode: 'USNYC', port: 'NEW YORK' },
  { name: 'Thames Retail Supplies Ltd', city: 'Felixstowe', country: 'GB', countryName: 'United Kingdom', currency: 'GBP', locode: 'GBFXT', port: 'FELIXSTOWE' },
  { name: 'Gulf Star General Trading LLC', city: 'Dubai', country: 'AE', countryName: 'United Arab Emirates', currency: 'AED', locode: 'AEJEA', port: 'JEBEL ALI' },
  { name: 'Sakura Shoji KK', city: 'Tokyo', country: 'JP', countryName: 'Japan', currency: 'JPY', locode: 'JPTYO', port: 'TOKYO' },
  { name: 'Southern Cross Imports Pty Ltd', city: 'Sydney', country: 'AU', countryName: 'Australia', currency: 'AUD', locode: 'AUSYD', port: 'SYDNEY' },
  { name: 'Lion City Distributors Pte Ltd', city: 'Singapore', country: 'SG', countryName: 'Singapore', currency: 'USD', locode: 'SGSIN', port: 'SINGAPORE' },
  { name: 'Adriatica Commerciale S.r.l.', city: 'Genoa', country: 'IT', countryName: 'Italy', currency: 'EUR', locode: 'ITGOA', port: 'GENOA' },
];

export const NOTIFY_PARTIES = ['Kuehne Logistics Agency', 'Blue Anchor Customs Brokers', 'Harbourside Clearing Co', 'Meridian Freight Services', 'Polar Bear Forwarding'];

/** Carriers: B/L number prefix, container prefix, seal prefix, vessels. */
export const CARRIERS = [
  { name: 'MAERSK', blPrefix: 'MAEU', boxPrefix: 'MSKU', sealPrefix: 'ML-IN', vessels: ['MAERSK ELBA', 'MAERSK KOLKATA', 'GUNHILDE MAERSK'] },
  { name: 'HAPAG-LLOYD', blPrefix: 'HLCUBOM', boxPrefix: 'HLXU', sealPrefix: 'HL', vessels: ['BASLE EXPRESS', 'ANTWERPEN EXPRESS'] },
  { name: 'MSC', blPrefix: 'MEDUIN', boxPrefix: 'MSCU', sealPrefix: 'FX', vessels: ['MSC AMBRA', 'MSC LORETO', 'MSC ISTANBUL'] },
  { name: 'CMA CGM', blPrefix: 'CMDUBOM', boxPrefix: 'CMAU', sealPrefix: 'C', vessels: ['CMA CGM TAGE', 'CMA CGM JULES VERNE'] },
  { name: 'ONE', blPrefix: 'ONEYBOMF', boxPrefix: 'ONEU', sealPrefix: 'ONE', vessels: ['ONE HARMONY', 'ONE APUS'] },
];

export const GOODS = ['COTTON KNITTED GARMENTS', 'BASMATI RICE IN 25 KG BAGS', 'STAINLESS STEEL FLANGES', 'GROUND TURMERIC', 'LEATHER HANDBAGS', 'PHARMACEUTICAL TABLETS', 'HAND KNOTTED WOOL RUGS'];
