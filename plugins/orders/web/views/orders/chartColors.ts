/** Series colours of the orders' charts (Blueprint's palette, light theme), one per supplier in name order. */
export const CHART_COLORS_ORDER = ['#2D72D2', '#29A634', '#D1980B', '#7961DB', '#00A396', '#D33D17', '#8EB125', '#C22762', '#147EB3', '#696158'];
