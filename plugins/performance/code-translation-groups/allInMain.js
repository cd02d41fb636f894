// What `@code-translation-groups/<group>` is when the trick is off (SPEED_TRICKS_OFF): main.js already holds every
// code translation, so a group adds nothing.
export {};
