// tslib's __importDefault, the one tslib helper the client bundle calls (see ../index.ts).
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
