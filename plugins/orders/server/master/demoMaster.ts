import type { LocationKind, MasterKind } from '../../shared/states';

/** The demo company master of Acme Exports: the codes are fixed (the orders and sourcing seeds find suppliers by them). */
export const DEMO_SUPPLIER_CODES = { brightway: 'SUP-BRIGHTWAY', ningbo: 'SUP-NINGBO', saigon: 'SUP-SAIGON', tirupur: 'SUP-TIRUPUR', busan: 'SUP-BUSAN' } as const;

export interface DemoEntry {
  code: string; name: string; kind: MasterKind; country: string; city: string; address: string; port: string; contactName: string; contactEmail: string; phone: string;
  taxId: string | null; paymentTerms: string; currency: string;
}

export const DEMO_ENTRIES: DemoEntry[] = [
  {
    code: DEMO_SUPPLIER_CODES.brightway, name: 'Shenzhen Brightway Electronics Co., Ltd.', kind: 'SUPPLIER', country: 'CN', city: 'Shenzhen', address: 'Building 7, Bao’an Industrial Park, Xixiang, Bao’an District, Shenzhen 518102',
    port: 'CNYTN', contactName: '陈丽 (Lily Chen)', contactEmail: 'orders@brightway.example', phone: '+86 755 2788 4410', taxId: '91440300MA5F2K8L3X', paymentTerms: '30% advance, 70% against B/L copy', currency: 'USD',
  },
  {
    code: DEMO_SUPPLIER_CODES.ningbo, name: 'Ningbo Oceanic Packaging Ltd.', kind: 'SUPPLIER', country: 'CN', city: 'Ningbo', address: '88 Gangcheng Road, Beilun District, Ningbo 315800',
    port: 'CNNGB', contactName: 'Wang Jun', contactEmail: 'sales@ningbo-oceanic.example', phone: '+86 574 8618 2030', taxId: '91330206MA2GQ1WT5P', paymentTerms: 'Net 60', currency: 'USD',
  },
  {
    code: DEMO_SUPPLIER_CODES.saigon, name: 'Saigon Textile Mills JSC', kind: 'SUPPLIER', country: 'VN', city: 'Ho Chi Minh City', address: 'Lot C4, Tan Thuan Export Processing Zone, District 7, Ho Chi Minh City',
    port: 'VNCMP', contactName: 'Nguyen Thi Mai', contactEmail: 'export@saigontextile.example', phone: '+84 28 3770 1255', taxId: '0301234567', paymentTerms: 'Net 45', currency: 'USD',
  },
  {
    code: DEMO_SUPPLIER_CODES.tirupur, name: 'Tirupur Knitwear Exports', kind: 'SUPPLIER', country: 'IN', city: 'Tirupur', address: '14/2 Avinashi Road, Tirupur, Tamil Nadu 641602',
    port: 'INMAA', contactName: 'कार्तिक सुब्रमण्यम (Karthik Subramaniam)', contactEmail: 'karthik@tirupurknit.example', phone: '+91 421 242 7788', taxId: '33AAFCT4521K1ZQ', paymentTerms: 'Net 30', currency: 'INR',
  },
  {
    code: DEMO_SUPPLIER_CODES.busan, name: 'Busan Precision Parts Co.', kind: 'SUPPLIER', country: 'KR', city: 'Busan', address: '55 Noksansandan 27-ro, Gangseo-gu, Busan 46752',
    port: 'KRPUS', contactName: 'Park Ji-hoon', contactEmail: 'export@busanprecision.example', phone: '+82 51 831 4400', taxId: '621-81-55710', paymentTerms: 'Letter of credit at sight', currency: 'USD',
  },
  {
    code: 'CUS-NORDHAVEN', name: 'Nordhaven Retail AB', kind: 'CUSTOMER', country: 'SE', city: 'Gothenburg', address: 'Lindholmsallén 10, 417 55 Göteborg',
    port: 'SEGOT', contactName: 'Elin Berg', contactEmail: 'purchasing@nordhaven.example', phone: '+46 31 700 1200', taxId: 'SE556677889901', paymentTerms: 'Net 30', currency: 'EUR',
  },
  {
    code: 'CON-ACME-EU', name: 'Acme Exports Europe B.V.', kind: 'CONSIGNEE', country: 'NL', city: 'Rotterdam', address: 'Waalhaven Zuidzijde 21, 3089 JH Rotterdam',
    port: 'NLRTM', contactName: 'Daan de Vries', contactEmail: 'imports@acme-eu.example', phone: '+31 10 410 2200', taxId: 'NL812345678B01', paymentTerms: 'Net 30', currency: 'EUR',
  },
];

export const DEMO_LOCATIONS: Array<{ code: string; name: string; kind: LocationKind; address: string; city: string; country: string; port: string }> = [
  { code: 'LOC-BHIWANDI', name: 'Bhiwandi warehouse', kind: 'WAREHOUSE', address: 'Gala 12–18, Rajlaxmi Logistics Park, Vadpe, Bhiwandi 421302', city: 'Bhiwandi', country: 'IN', port: 'INNSA' },
  { code: 'LOC-PUNE', name: 'Pune assembly plant', kind: 'FACTORY', address: 'Plot D-4, MIDC Chakan Phase II, Pune 410501', city: 'Pune', country: 'IN', port: 'INNSA' },
  { code: 'LOC-ROTTERDAM', name: 'Rotterdam distribution centre', kind: 'DISTRIBUTION_CENTRE', address: 'Maasvlakte Distripark, Europaweg 875, 3199 LD Rotterdam', city: 'Rotterdam', country: 'NL', port: 'NLRTM' },
];

/** sku, name, category, HS code, unit, L×W×H cm, kg, current unit price, currency, supplier code. */
export const DEMO_PRODUCTS: Array<[string, string, string, string, string, [string, string, string], string, string, string, string]> = [
  ['EL-CBL-USBC-1M', 'USB-C charging cable 1 m, braided', 'Electronics', '854442', 'PCS', ['20', '10', '2'], '0.05', '1.85', 'USD', 'SUP-BRIGHTWAY'],
  ['EL-CBL-USBC-2M', 'USB-C charging cable 2 m, braided', 'Electronics', '854442', 'PCS', ['22', '11', '3'], '0.08', '2.40', 'USD', 'SUP-BRIGHTWAY'],
  ['EL-PWR-GAN-65W', '65 W GaN wall charger, EU plug', 'Electronics', '850440', 'PCS', ['9', '6', '4'], '0.16', '9.80', 'USD', 'SUP-BRIGHTWAY'],
  ['EL-PCB-CTRL-A', 'Controller PCB assembly, rev. A', 'Electronics', '853890', 'PCS', ['12', '9', '2'], '0.09', '14.50', 'USD', 'SUP-BRIGHTWAY'],
  ['EL-LED-PNL-6060', 'LED panel 60×60 cm, 40 W, 4000 K', 'Electronics', '940542', 'PCS', ['62', '62', '4'], '2.6', '18.20', 'USD', 'SUP-BRIGHTWAY'],
  ['EL-SNS-TEMP-01', 'Digital temperature sensor module', 'Electronics', '902519', 'PCS', ['5', '3', '1.5'], '0.02', '3.10', 'USD', 'SUP-BRIGHTWAY'],
  ['PK-CTN-5PLY-600', '5-ply export carton 600×400×400 mm', 'Packaging', '481910', 'PCS', ['60', '40', '40'], '0.85', '0.95', 'USD', 'SUP-NINGBO'],
  ['PK-CTN-3PLY-400', '3-ply carton 400×300×300 mm', 'Packaging', '481910', 'PCS', ['40', '30', '30'], '0.42', '0.48', 'USD', 'SUP-NINGBO'],
  ['PK-PLT-EUR-HT', 'Euro pallet 1200×800 mm, heat-treated (ISPM 15)', 'Packaging', '441520', 'PCS', ['120', '80', '14.4'], '25', '11.50', 'USD', 'SUP-NINGBO'],
  ['PK-FILM-500-300', 'Stretch film roll 500 mm × 300 m, 23 µm', 'Packaging', '392010', 'ROL', ['50', '10', '10'], '2.4', '6.20', 'USD', 'SUP-NINGBO'],
  ['PK-BAG-LDPE-3040', 'LDPE poly bags 30×40 cm, pack of 100', 'Packaging', '392321', 'PAC', ['32', '22', '4'], '0.6', '2.10', 'USD', 'SUP-NINGBO'],
  ['PK-TAPE-48-100', 'Packing tape 48 mm × 100 m, clear', 'Packaging', '391910', 'ROL', ['11', '11', '5'], '0.32', '0.75', 'USD', 'SUP-NINGBO'],
  ['TX-TSH-CTN-M180', "Men's cotton crew-neck T-shirt, 180 gsm", 'Textiles', '610910', 'PCS', ['30', '25', '2'], '0.2', '210.00', 'INR', 'SUP-TIRUPUR'],
  ['TX-TSH-CTN-W160', "Women's cotton T-shirt, 160 gsm", 'Textiles', '610910', 'PCS', ['28', '22', '2'], '0.17', '195.00', 'INR', 'SUP-TIRUPUR'],
  ['TX-POLO-PQ-220', 'Piqué polo shirt, 220 gsm', 'Textiles', '610510', 'PCS', ['32', '26', '3'], '0.26', '340.00', 'INR', 'SUP-TIRUPUR'],
  ['TX-JKT-PADDED', 'Lightweight padded jacket, recycled polyester', 'Textiles', '620140', 'PCS', ['40', '30', '6'], '0.55', '18.90', 'USD', 'SUP-SAIGON'],
  ['TX-DNM-12OZ', 'Denim fabric 12 oz, 150 cm wide', 'Textiles', '520942', 'MTR', ['150', '1', '0.1'], '0.41', '3.45', 'USD', 'SUP-SAIGON'],
  ['TX-SOCK-CTN-3P', 'Cotton socks, 3-pack', 'Textiles', '611595', 'PAC', ['22', '10', '3'], '0.12', '1.60', 'USD', 'SUP-SAIGON'],
  ['MP-BRG-6204-2RS', 'Deep-groove ball bearing 6204-2RS', 'Machinery parts', '848210', 'PCS', ['4.7', '4.7', '1.4'], '0.106', '0.92', 'USD', 'SUP-BUSAN'],
  ['MP-BRG-6305-ZZ', 'Deep-groove ball bearing 6305-ZZ', 'Machinery parts', '848210', 'PCS', ['6.2', '6.2', '1.7'], '0.232', '1.65', 'USD', 'SUP-BUSAN'],
  ['MP-GEAR-M2-40T', 'Spur gear module 2, 40 teeth, C45 steel', 'Machinery parts', '848340', 'PCS', ['8.4', '8.4', '2'], '0.64', '7.80', 'USD', 'SUP-BUSAN'],
  ['MP-VLV-BALL-DN25', 'Ball valve DN25, stainless steel 316', 'Machinery parts', '848180', 'PCS', ['11', '7', '7'], '0.58', '12.40', 'USD', 'SUP-BUSAN'],
  ['MP-ORING-KIT-382', 'O-ring kit, NBR 70, 382 pieces', 'Machinery parts', '401693', 'SET', ['26', '18', '4'], '0.9', '9.90', 'USD', 'SUP-BUSAN'],
  ['MP-CPL-JAW-20', 'Jaw shaft coupling, 20 mm bore', 'Machinery parts', '848360', 'PCS', ['5.5', '5.5', '6.5'], '0.21', '5.35', 'USD', 'SUP-BUSAN'],
];
