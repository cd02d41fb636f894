// A hand-written validator for the payload of the "create todo" event.
// Returns a list of problems; an empty list means the payload is valid.
export function validateTodo(payload: any) {
  const problems = [];
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
    return ["the payload must be an object"];
  }
  if (typeof payload.title !== "string" || payload.title.trim() === "") {
    problems.push("title must be a non-empty string");
  } else if (payload.title.length > 100) {
    problems.push("title must be at most 100 characters");
  }
  if (payload.done !== undefined && typeof payload.done !== "boolean") {
    problems.push("done must be a boolean");
  }
  for (const key of Object.keys(payload)) {
    if (key !== "title" && key !== "done") {
      problems.push(`unknown field: ${key}`);
    }
  }
  return problems;
}
