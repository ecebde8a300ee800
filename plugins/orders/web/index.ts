import { definePlugin } from '@portolan/sdk';
import { features, planFeatures } from '../shared/features';
import { ORDERS_API, type PurchaseOrder } from '../shared/types';

const orders = { features: ['orders'] };
const requisitions = { features: ['requisitions'] };
const configurations = { features: ['configurations'] };
const orderScreens = () => import('./views/orders/OrderScreens');

/**
 * Orders and purchasing on the web (README.md): `/orders` and `/ordersV2` (purchase orders: list with
 * counters and charts, new / edit, details with lines, milestones, changes, shipments, approval), the
 * company master, locations and upload logs under `/orders/…`, `/products`, `/requisitions`,
 * `/order-rfqs`, `/configurations` (approval rules) and the supplier's public `/ordersV2/acknowledge`
 * (acknowledgement, and `/quote` for an order RFQ), without side nav. It adds an "Orders" tab to a
 * shipment's details (the order lines it carries) and purchase orders to the global search.
 */
export default definePlugin({
  id: 'orders',
  title: 'Orders and purchasing',
  features,
  planFeatures,
  nav: [
    { id: 'purchase-orders', section: 'purchase-orders', title: 'Purchase orders', icon: 'shopping-cart', to: '/orders', order: 10, requires: orders },
    { id: 'requisitions', section: 'purchase-orders', title: 'Requisitions', icon: 'clipboard', to: '/requisitions', order: 20, requires: requisitions },
    { id: 'order-rfqs', section: 'purchase-orders', title: 'Order RFQs', icon: 'comparison', to: '/order-rfqs', order: 30, requires: orders },
    { id: 'company-master', section: 'company-master', title: 'Suppliers and parties', icon: 'office', to: '/orders/company-master', order: 10, requires: orders },
    { id: 'company-locations', section: 'company-master', title: 'Locations', icon: 'map-marker', to: '/orders/locations', order: 20, requires: orders },
    { id: 'products', section: 'company-master', title: 'Products', icon: 'box', to: '/products', order: 30, requires: orders },
    { id: 'order-uploads', section: 'bulk-logs', title: 'Order and product uploads', icon: 'upload', to: '/orders/uploads', order: 30, requires: orders },
    { id: 'approval-rules', section: 'settings', title: 'Approval rules', icon: 'endorsed', to: '/configurations', order: 40, requires: configurations },
  ],
  routes: [
    { path: '/ordersV2/acknowledge', load: () => import('./views/supplier/SupplierLinkScreen') },
    { path: '/orders/company-master', requires: orders, load: () => import('./views/master/CompanyMasterScreen') },
    { path: '/orders/locations', requires: orders, load: () => import('./views/master/LocationsScreen') },
    { path: '/orders/uploads', requires: orders, load: () => import('./views/uploads/UploadLogsScreen') },
    { path: '/orders', requires: orders, load: orderScreens },
    { path: '/ordersV2', requires: orders, load: orderScreens },
    { path: '/products', requires: orders, load: () => import('./views/products/ProductsScreen') },
    { path: '/requisitions', requires: requisitions, load: () => import('./views/requisitions/RequisitionScreens') },
    { path: '/order-rfqs', requires: orders, load: () => import('./views/orderRfqs/OrderRfqScreens') },
    { path: '/configurations', requires: configurations, load: () => import('./views/configurations/ConfigurationsScreen') },
  ],
  recordTabs: [{ id: 'shipment-orders', kind: 'shipment', title: 'Orders', requires: orders, load: () => import('./views/shipment/ShipmentOrdersTab') }],
  search: {
    title: 'Purchase orders',
    requires: orders,
    async search(query, { http, signal }) {
      const answer = await http.get<{ items: PurchaseOrder[] }>(ORDERS_API.orders, { query: { search: query, limit: 5 }, signal });
      if (!answer.ok) throw new Error(answer.errorMessage);
      return (answer.data?.items ?? []).map((o) => ({ id: o._id, title: o.poNumber, description: `${o.supplierName} · ${o.status.replace(/_/g, ' ').toLowerCase()}`, to: `/orders/${o._id}` }));
    },
  },
  commands: [
    { id: 'new-purchase-order', title: 'New purchase order', section: 'Orders', requires: { features: ['orders'], level: 'Create' }, run: ({ navigate }) => navigate('/orders/new') },
    { id: 'open-purchase-orders', title: 'Purchase orders', section: 'Orders', requires: orders, run: ({ navigate }) => navigate('/orders') },
    { id: 'late-purchase-orders', title: 'Late purchase orders', section: 'Orders', requires: orders, run: ({ navigate }) => navigate('/orders?late=true') },
    { id: 'new-requisition', title: 'New requisition', section: 'Orders', requires: { features: ['requisitions'], level: 'Create' }, run: ({ navigate }) => navigate('/requisitions/new') },
    { id: 'open-order-rfqs', title: 'Order RFQs', section: 'Orders', requires: orders, run: ({ navigate }) => navigate('/order-rfqs') },
    { id: 'open-products', title: 'Products', section: 'Orders', requires: orders, run: ({ navigate }) => navigate('/products') },
    { id: 'open-company-master', title: 'Company master', section: 'Orders', requires: orders, run: ({ navigate }) => navigate('/orders/company-master') },
    { id: 'open-approval-rules', title: 'Approval rules', section: 'Orders', requires: configurations, run: ({ navigate }) => navigate('/configurations') },
  ],
});
