import { useState, type FormEvent } from "react";
import { socket } from "../socket";

export function MessageForm({ disabled }: { disabled: boolean }) {
  const [value, setValue] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value === "") return;
    setIsSending(true);
    setError(null);

    socket.timeout(5000).emit("message", value, (err) => {
      setIsSending(false);
      if (err) {
        // no acknowledgement within 5 seconds
        setError("not delivered, try again");
      } else {
        setValue("");
      }
    });
  }

  return (
    <form onSubmit={onSubmit}>
      <input value={value} onChange={(event) => setValue(event.target.value)} aria-label="Message" />
      <button type="submit" disabled={disabled || isSending}>
        Send
      </button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}
