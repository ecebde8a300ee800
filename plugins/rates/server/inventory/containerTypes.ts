/**
 * ISO 6346 size-type codes the rates area prices (20', 40', 40' high cube, 45'; dry, reefer, open top,
 * flat rack, tank). A rate names one of these.
 */
export const CONTAINER_TYPES: Readonly<Record<string, string>> = {
  '22G1': "20' dry",
  '25G1': "20' dry high cube",
  '42G1': "40' dry",
  '45G1': "40' high cube",
  L5G1: "45' high cube",
  '22R1': "20' reefer",
  '42R1': "40' reefer",
  '45R1': "40' high cube reefer",
  '22U1': "20' open top",
  '42U1': "40' open top",
  '22P1': "20' flat rack",
  '42P1': "40' flat rack",
  '22T1': "20' tank",
};

/** Twenty-foot equivalent units of one container of a type (its ISO 6346 length code). */
export function teuOf(type: string): number {
  return type.startsWith('2') ? 1 : type.startsWith('L') ? 2.25 : 2;
}
