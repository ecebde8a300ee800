import type { TestProject } from 'vitest/node';
import { launchPortolan } from './launchPortolan';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Global setup of the browser tests: the built product with demo data on a fresh embedded database. */
export default async function startServer(project: TestProject) {
  const server = await launchPortolan();
  project.provide('baseUrl', server.baseUrl);
  return () => server.close();
}
