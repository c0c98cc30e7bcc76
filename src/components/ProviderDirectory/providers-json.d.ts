// Written by src/plugins/providerDirectory.ts while the site builds.
declare module '@generated/provider-directory/default/providers.json' {
  import type { Provider } from '@site/src/components/ProviderDirectory/providers';
  const providers: Provider[];
  export default providers;
}
