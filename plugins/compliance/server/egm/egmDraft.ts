import Big from 'big.js';
import type { ContainerJourney } from '@portolan/sdk/server';
import type { EgmShippingBill } from '../../shared/types';

/** The shipping bill already recorded for a shipment (regularization's export_bills), to prefill a line. */
export interface KnownShippingBill {
  sbNumber: string;
  sbDate: string;
}

/** A weight in kg as the API's decimal string (3 decimals at most); unknown → '0' (validation asks for it). */
export const kgText = (kg: number | null | undefined) => (kg === null || kg === undefined || !Number.isFinite(kg) ? '0' : new Big(kg).round(3).toString());

/**
 * The default customs agent code of a company: the first 10 letters and digits of its name, upper-cased
 * ("Bluewave Logistics" → BLUEWAVELO). A stand-in until the filer gives its real shipping agent code
 * (customs' code, up to 20 characters), which it may edit on the EGM.
 */
export function defaultAgentCode(companyName: string): string {
  return companyName.replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase() || 'AGENT';
}

/** The sailing's date from its journeys: the earliest actual departure, else the earliest ETD (date part); undefined without journeys. */
export function sailingDateOf(journeys: ReadonlyArray<Pick<ContainerJourney, 'atd' | 'etd'>>): string | undefined {
  const actual = journeys.map((j) => j.atd).filter((d): d is string => !!d).sort();
  const planned = journeys.map((j) => j.etd).filter(Boolean).sort();
  return (actual[0] ?? planned[0])?.slice(0, 10);
}

/**
 * The draft's lines: one shipping bill per shipment of the sailing (by shipment reference), with its
 * containers (number, ISO type, seal and weight as the shipment records them; packages 0 to be filled),
 * the shipment's port of discharge as port of discharge and final destination, the shipper as exporter,
 * package kind PK, the bill's weight the sum of its containers', and the shipping bill number and date
 * from `known` (else empty).
 */
export function draftShippingBills(journeys: readonly ContainerJourney[], known: ReadonlyMap<string, KnownShippingBill>): EgmShippingBill[] {
  const bills = new Map<string, EgmShippingBill>();
  for (const j of journeys) {
    let bill = bills.get(j.shipmentId);
    if (!bill) {
      const sb = known.get(j.shipmentId);
      bill = {
        sbNumber: sb?.sbNumber ?? '', sbDate: sb?.sbDate ?? '', shipmentId: j.shipmentId, shipmentReference: j.shipmentReference, exporterName: j.shipper ?? '', iec: '',
        portOfDischarge: j.pod, finalDestination: j.pod, packages: 0, packageKind: 'PK', grossWeightKg: '0', containers: [],
      };
      bills.set(j.shipmentId, bill);
    }
    if (bill.containers.some((c) => c.number === j.number)) continue;
    bill.containers.push({ number: j.number, isoType: j.isoType, sealNumber: j.sealNumber ?? '', packages: 0, grossWeightKg: kgText(j.weightKg) });
  }
  for (const bill of bills.values()) bill.grossWeightKg = bill.containers.reduce((s, c) => s.plus(c.grossWeightKg), new Big(0)).toString();
  return [...bills.values()].sort((a, b) => (a.shipmentReference ?? '').localeCompare(b.shipmentReference ?? ''));
}
