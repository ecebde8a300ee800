import { createContext } from 'react';
import type { PluginContainers } from '../bootstrap/PluginContainers';

/** The plugins' child containers, for screens that render other plugins' parts (the dashboard's widgets). */
export const PluginContainersContext = createContext<PluginContainers | null>(null);
