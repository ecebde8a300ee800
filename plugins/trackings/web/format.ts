export const STATUS_LABELS: Record<string, string> = { BOOKED: 'Booked', IN_TRANSIT: 'In transit', ARRIVED: 'Arrived', DELIVERED: 'Delivered', CANCELLED: 'Cancelled' };
export const STATUS_COLORS: Record<string, string> = { BOOKED: '#8f99a8', IN_TRANSIT: '#2d72d2', ARRIVED: '#c87619', DELIVERED: '#238551', CANCELLED: '#cd4246' };

