import { KeysetResourceStore, token, type HttpClient, type ResourceRecord } from '@portolan/sdk';

export interface ContainerRow extends ResourceRecord {
  number: string;
  isoType: string;
  shipmentId: string;
  reference: string | null;
  status: string | null;
  carrier: string | null;
  pol: string | null;
  pod: string | null;
  vessel: string | null;
  eta: string | null;
  ata: string | null;
  lastEvent: { eventCode: string; eventAt: string; location: string } | null;
}

export interface InvoiceRow extends ResourceRecord {
  shipmentId: string;
  shipmentReference: string | null;
  number: string;
  vendor: string;
  amountMinor: number;
  currency: string;
  status: string;
  issuedOn: string;
  dueOn: string;
  version: number;
}

/** Containers of the company's shipments with their last actual event (`/api/ldb/equipments/`). */
export class ContainersStore extends KeysetResourceStore<ContainerRow> {
  constructor(http: HttpClient) {
    super(http, '/api/ldb/equipments/');
  }
}

/** Vendor invoices on shipments (`/api/shipments/v2/shipment-invoices`). */
export class InvoicesStore extends KeysetResourceStore<InvoiceRow> {
  constructor(http: HttpClient) {
    super(http, '/api/shipments/v2/shipment-invoices');
  }
}

export const ContainersStoreToken = token<ContainersStore>('portolan.shipments.ContainersStore');
export const InvoicesStoreToken = token<InvoicesStore>('portolan.shipments.InvoicesStore');
