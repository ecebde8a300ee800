import { addDays } from '@portolan/sdk/server';
import type { BookingAction } from '../../shared/states';
import type { ActionBody, BookingConfirmation, BookingRequest } from '../../shared/types';

/** One demo booking: its request and the steps (as shipper or provider) that bring it to its state. */
export interface DemoBooking {
  request: Omit<BookingRequest, 'providerCompanyId'>;
  submit: boolean;
  steps: Array<{ by: 'SHIPPER' | 'PROVIDER'; action: BookingAction; body: Omit<ActionBody, 'version'> }>;
}

const OFFSETS: Record<string, string> = { INNSA: '+05:30', INMUN: '+05:30', INMAA: '+05:30', NLRTM: '+01:00', DEHAM: '+01:00', BEANR: '+01:00', GBFXT: '+00:00', USNYC: '-05:00', AEJEA: '+04:00' };
const at = (day: string, time: string, port: string) => `${day}T${time}:00${OFFSETS[port] ?? '+00:00'}`;

const ACME = { name: 'Acme Exports Pvt. Ltd.', address: 'Plot 14, MIDC Bhiwandi, Thane 421302, India', contactName: 'आशा पटेल (Asha Patel)', email: 'shipper@portolan.test', phone: '+91 22 4000 1400', taxId: '27AABCA1234F1Z5' };
const CONSIGNEES = {
  rotterdam: { name: 'Van Dijk Retail B.V.', address: 'Waalhaven Z.z. 19, 3089 JH Rotterdam, Netherlands', contactName: 'Pieter van Dijk', email: 'imports@vandijk-retail.example', taxId: 'NL812345678B01' },
  hamburg: { name: 'Nordhafen Handels GmbH', address: 'Am Sandtorkai 5, 20457 Hamburg, Germany', contactName: 'Jana Krüger', email: 'einkauf@nordhafen.example', taxId: 'DE298765432' },
  newyork: { name: 'Hudson Home Goods Inc.', address: '410 Fifth Avenue, New York, NY 10018, USA', contactName: 'Maria Lopez', email: 'logistics@hudsonhome.example' },
  felixstowe: { name: 'Albion Foods Ltd.', address: 'Dock Road, Felixstowe IP11 3TA, United Kingdom', contactName: 'Tom Harris', email: 'supply@albionfoods.example', taxId: 'GB123456789' },
  jebelali: { name: 'Gulf Pharma Distribution LLC', address: 'JAFZA South, Jebel Ali, Dubai, UAE', contactName: 'Omar Haddad', email: 'ops@gulfpharma.example' },
};
const NOTIFY = {
  shanghai: { name: '上海远洋贸易有限公司 (Shanghai Ocean Trading Co., Ltd.)', address: '上海市虹口区四平路218号1802室, Shanghai 200086, China', contactName: '李伟 (Li Wei)', email: 'docs@shanghai-ocean.example', phone: '+86 21 6541 2280' },
};

const garments = (packages: number, weight: string) => [
  { hsCode: '610910', description: 'Cotton T-shirts, knitted', packages, packageCode: 'CT', grossWeightKg: weight, volumeCbm: String(Math.round(packages * 0.06)) },
  { hsCode: '620342', description: "Men's cotton trousers, woven", packages: Math.round(packages / 2), packageCode: 'CT', grossWeightKg: String(Math.round(Number(weight) / 2)), volumeCbm: String(Math.round(packages * 0.03)) },
];

function confirmation(cbr: string, vessel: string, voyage: string, etdDay: string, transitDays: number, pol: string, pod: string, service: string): BookingConfirmation {
  return {
    carrierBookingReference: cbr, vessel, voyage, serviceCode: service,
    etd: at(etdDay, '18:00', pol), eta: at(addDays(etdDay, transitDays), '06:00', pod),
    cutOffs: { documentation: at(addDays(etdDay, -3), '17:00', pol), vgm: at(addDays(etdDay, -2), '12:00', pol), cargo: at(addDays(etdDay, -1), '18:00', pol) },
    equipmentRelease: { depot: pol === 'INNSA' ? 'Speedy CFS, Nhava Sheva' : 'Adani CT depot, Mundra', releaseReference: `REL-${cbr.slice(-6)}`, availableFrom: at(addDays(etdDay, -9), '09:00', pol) },
    remarks: null,
  };
}

/**
 * Acme Exports' demo bookings with Bluewave Logistics, one or more in every state (README: demo data),
 * on its real lanes out of Nhava Sheva, Mundra and Chennai: garments, rice, frozen shrimps in reefers,
 * acetone (IMDG class 3) and medicines. Days are relative to `today`; the confirmed ones sail soon (their
 * cut-offs fill the summary) or sailed (completed).
 */
export function demoBookings(today: string): DemoBooking[] {
  const base = {
    receiptTypeAtOrigin: 'CY' as const, deliveryTypeAtDestination: 'CY' as const, cargoMovementType: 'FCL' as const, incoTerms: 'FOB',
    shipper: ACME, notifyParty: null, remarks: null, latestDeliveryDate: null, placeOfReceipt: null, placeOfDelivery: null,
  };
  // Van Dijk buys through its Shanghai trading agent, who is notified of arrival.
  const rotterdam = { ...base, carrier: 'MAEU', pol: 'INNSA', pod: 'NLRTM', consignee: CONSIGNEES.rotterdam, notifyParty: NOTIFY.shanghai, contractRef: 'MAEU-SC-2026-0412' };
  const hamburg = { ...base, carrier: 'HLCU', pol: 'INMUN', pod: 'DEHAM', consignee: CONSIGNEES.hamburg, contractRef: 'HLCU-Q-88213' };
  const newyork = { ...base, carrier: 'MSCU', pol: 'INNSA', pod: 'USNYC', consignee: CONSIGNEES.newyork, contractRef: null };
  const felixstowe = { ...base, carrier: 'CMDU', pol: 'INMAA', pod: 'GBFXT', consignee: CONSIGNEES.felixstowe, contractRef: 'CMA-SPOT-7731', incoTerms: 'CFR' };
  const jebelali = { ...base, carrier: 'ONEY', pol: 'INMUN', pod: 'AEJEA', consignee: CONSIGNEES.jebelali, contractRef: null, incoTerms: 'CIF' };
  const dry = (count: number, isoType = '45G1') => [{ isoType, count, soc: false, reefer: null }];
  const shrimps = [{ hsCode: '030617', description: 'Frozen vannamei shrimps, headless shell-on', packages: 2400, packageCode: 'CT', grossWeightKg: '26400', volumeCbm: '58' }];
  const reefer = (count: number) => [{ isoType: '45R1', count, soc: false, reefer: { temperature: '-18.0', unit: 'CEL' as const, ventilation: '0', humidity: null } }];
  const acetone = [{
    hsCode: '291411', description: 'Acetone in steel drums', packages: 80, packageCode: '1A', grossWeightKg: '14200', volumeCbm: '18',
    dangerousGoods: { unNumber: '1090', imoClass: '3', packingGroup: 'II' as const, properShippingName: 'ACETONE', flashPoint: '-20', emsNumber: 'F-E, S-D',
      emergencyContact: { name: 'Ravi Desai, Acme EHS desk', phone: '+91 22 6612 4400', provider: 'ChemWatch India', referenceNumber: 'CW-IN-20417' },
    },
  }];
  const rice = [{ hsCode: '100630', description: 'Basmati rice, wholly milled, in 25 kg bags', packages: 1000, packageCode: 'BG', grossWeightKg: '25400', volumeCbm: '40' }];
  const medicines = [{ hsCode: '300490', description: 'Paracetamol tablets, retail packs', packages: 620, packageCode: 'CT', grossWeightKg: '7800', volumeCbm: '52' }];
  const d = (n: number) => addDays(today, n);
  const ask = (reason: string) => ({ by: 'PROVIDER' as const, action: 'requestUpdate' as const, body: { reason } });

  return [
    // DRAFT: being written.
    { request: { ...rotterdam, expectedDepartureDate: d(21), equipment: dry(2), cargo: garments(1800, '16200'), customerReference: 'PO-88412' }, submit: false, steps: [] },
    // RECEIVED: waiting for Bluewave.
    { request: { ...hamburg, expectedDepartureDate: d(14), equipment: dry(3, '42G1'), cargo: garments(2600, '24800'), customerReference: 'PO-88420' }, submit: true, steps: [] },
    // PENDING_UPDATE: Bluewave needs the VGM party and the weights per container.
    {
      request: { ...newyork, expectedDepartureDate: d(18), equipment: dry(1), cargo: garments(900, '8100'), customerReference: 'PO-88431' }, submit: true,
      steps: [ask('Please split the gross weight per container and add the notify party for the US ISF filing.')],
    },
    // UPDATE_RECEIVED: Acme answered with a notify party and one more box.
    {
      request: { ...felixstowe, expectedDepartureDate: d(16), equipment: reefer(1), cargo: shrimps, customerReference: 'PO-88433' }, submit: true,
      steps: [
        ask('The vessel of that week is full for reefers; can you move to two boxes on the next sailing?'),
        { by: 'SHIPPER', action: 'amend', body: { request: { ...felixstowe, providerCompanyId: '', expectedDepartureDate: d(23), equipment: reefer(2), cargo: [{ ...shrimps[0]!, packages: 4800, grossWeightKg: '52800', volumeCbm: '116' }], customerReference: 'PO-88433', notifyParty: { name: 'Albion Foods Ltd. — customs desk', email: 'customs@albionfoods.example' } } } },
      ],
    },
    // CONFIRMED, cut-offs this week.
    {
      request: { ...rotterdam, expectedDepartureDate: d(5), equipment: dry(2), cargo: garments(1700, '15300'), customerReference: 'PO-88390' }, submit: true,
      steps: [{ by: 'PROVIDER', action: 'confirm', body: { confirmation: confirmation('MAEU262418807', 'MAERSK ESSEN', '614W', d(6), 24, 'INNSA', 'NLRTM', 'ME11') } }],
    },
    // CONFIRMED with an amendment waiting for Bluewave (one more container).
    {
      request: { ...hamburg, expectedDepartureDate: d(9), equipment: dry(2, '42G1'), cargo: rice, customerReference: 'PO-88402' }, submit: true,
      steps: [
        { by: 'PROVIDER', action: 'confirm', body: { confirmation: confirmation('HLCUBO1260411', 'HAMBURG EXPRESS', '043W', d(10), 22, 'INMUN', 'DEHAM', 'IOS') } },
        { by: 'SHIPPER', action: 'amend', body: { request: { ...hamburg, providerCompanyId: '', expectedDepartureDate: d(9), equipment: dry(3, '42G1'), cargo: [{ ...rice[0]!, packages: 1500, grossWeightKg: '38100', volumeCbm: '60' }], customerReference: 'PO-88402' } } },
      ],
    },
    // CONFIRMED, amendment confirmed (a later sailing; the shipment followed).
    {
      request: { ...jebelali, expectedDepartureDate: d(4), equipment: dry(1, '22G1'), cargo: medicines, customerReference: 'PO-88377' }, submit: true,
      steps: [
        { by: 'PROVIDER', action: 'confirm', body: { confirmation: confirmation('ONEYMUNB7720051', 'ONE HARMONY', '021W', d(4), 5, 'INMUN', 'AEJEA', 'PMX') } },
        { by: 'SHIPPER', action: 'amend', body: { request: { ...jebelali, providerCompanyId: '', expectedDepartureDate: d(7), equipment: dry(1, '22G1'), cargo: medicines, customerReference: 'PO-88377', remarks: 'Consignee needs the later sailing: warehouse closed until then.' } } },
        { by: 'PROVIDER', action: 'confirm', body: { confirmation: confirmation('ONEYMUNB7720051', 'ONE HAMMERSMITH', '024W', d(7), 5, 'INMUN', 'AEJEA', 'PMX') } },
      ],
    },
    // PENDING_AMENDMENT: the carrier rolled the sailing; Bluewave asks Acme to confirm the new dates.
    {
      request: { ...newyork, expectedDepartureDate: d(12), equipment: dry(2), cargo: garments(1900, '17100'), customerReference: 'PO-88405' }, submit: true,
      steps: [
        { by: 'PROVIDER', action: 'confirm', body: { confirmation: confirmation('MEDUJN449120', 'MSC ANNA', 'NA614R', d(13), 28, 'INNSA', 'USNYC', 'INDUS') } },
        ask('MSC rolled the ANNA by a week: please confirm your cargo can wait, or amend the departure date.'),
      ],
    },
    // REJECTED: no space for IMDG class 3 on that service.
    {
      request: { ...rotterdam, expectedDepartureDate: d(10), equipment: dry(1, '22G1'), cargo: acetone, customerReference: 'PO-88411' }, submit: true,
      steps: [{ by: 'PROVIDER', action: 'reject', body: { reason: 'The ME11 service takes no IMDG class 3 this month; book it on the MECL loop instead.' } }],
    },
    // DECLINED after confirmation: the vessel was omitted.
    {
      request: { ...hamburg, expectedDepartureDate: d(8), equipment: dry(1), cargo: garments(800, '7200'), customerReference: 'PO-88398' }, submit: true,
      steps: [
        { by: 'PROVIDER', action: 'confirm', body: { confirmation: confirmation('HLCUBO1260388', 'SEASPAN BEAUTY', '041W', d(8), 22, 'INMUN', 'DEHAM', 'IOS') } },
        { by: 'PROVIDER', action: 'decline', body: { reason: 'Hapag-Lloyd omitted Mundra on voyage 041W; no alternative before the consignee’s deadline.' } },
      ],
    },
    // CANCELLED by Acme: the order was called off.
    {
      request: { ...felixstowe, expectedDepartureDate: d(20), equipment: dry(1, '42G1'), cargo: rice, customerReference: 'PO-88426' }, submit: true,
      steps: [{ by: 'SHIPPER', action: 'cancel', body: { reason: 'The buyer cancelled purchase order PO-88426.' } }],
    },
    // COMPLETED: sailed and delivered.
    {
      request: { ...rotterdam, expectedDepartureDate: d(-40), equipment: dry(2), cargo: garments(1600, '14400'), customerReference: 'PO-88201' }, submit: true,
      steps: [
        { by: 'PROVIDER', action: 'confirm', body: { confirmation: confirmation('MAEU262310455', 'MAERSK EDIRNE', '602W', d(-38), 24, 'INNSA', 'NLRTM', 'ME11') } },
        { by: 'PROVIDER', action: 'complete', body: {} },
      ],
    },
  ];
}
