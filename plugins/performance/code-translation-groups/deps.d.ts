// Aliased by the plugin to generated modules that only add messages to the code translations.
declare module '@code-translation-groups/*';
