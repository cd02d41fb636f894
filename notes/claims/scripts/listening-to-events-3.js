// listening-to-events: zod 4 behaviours the page describes
const { z } = require("zod");
const NewTodo = z.object({ title: z.string().trim().min(1), done: z.boolean().default(false) });
const r1 = NewTodo.safeParse({ title: "  milk ", color: "red" });
console.log("object strips unknown, trims, defaults:", JSON.stringify(r1));
const r2 = z.strictObject({ done: z.boolean() }).safeParse({ don: true });
console.log("strictObject:", r2.success, r2.error.issues.map((i) => i.code + " " + JSON.stringify(i.keys || i.path)).join("; "));
const T = z.tuple([z.string(), z.object({})]);
console.log("tuple too long:", T.safeParse(["a", {}, 3]).success, "too short:", T.safeParse(["a"]).success);
const r3 = T.safeParse(["a", 5]);
console.log("path of second argument:", JSON.stringify(r3.error.issues[0].path));
console.log(z.prettifyError(NewTodo.safeParse({ title: "", done: "yes" }).error));
