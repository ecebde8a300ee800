/** Requisitions (placeholder: being built). */
export default function RequisitionScreens() {
  return null;
}
