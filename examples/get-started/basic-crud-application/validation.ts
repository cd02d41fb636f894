// Checks a payload and returns an error message, or null when it is valid.
export function validateTodo(payload: any, { withId }: { withId: boolean }) {
  if (typeof payload !== "object" || payload === null) {
    return "the payload must be an object";
  }
  if (withId && typeof payload.id !== "string") {
    return "id must be a string";
  }
  if (typeof payload.title !== "string" || payload.title.trim() === "") {
    return "title must be a non-empty string";
  }
  if (payload.title.length > 200) {
    return "title must be at most 200 characters long";
  }
  if (typeof payload.completed !== "boolean") {
    return "completed must be a boolean";
  }
  return null;
}
