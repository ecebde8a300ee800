/** The SDK names the add-on host uses (one import site keeps AddonStore readable). */
export { HttpClient, NavRegistry, RouteRegistry, WidgetRegistry } from '@portolan/sdk';
export type { InstalledAddon, RouteDefinition, WebPlugin } from '@portolan/sdk';
import type { ComponentType } from 'react';

/** A lazily loaded component module (screens and widgets). */
export type ComponentLoader = () => Promise<{ default: ComponentType }>;
