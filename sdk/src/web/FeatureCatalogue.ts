import type { FeatureCatalogue as Catalogue } from '../shared/FeatureCatalogue';
import { token } from './Token';

/**
 * The access and plan features of the workbench (what each web plugin declares, plus the SPEC areas
 * not built yet), assembled when the host registers the plugins: `useService(FeatureCatalogue).definition('shipments')`.
 */
export type FeatureCatalogue = Catalogue;
export const FeatureCatalogue = token<Catalogue>('portolan.sdk.FeatureCatalogue');
