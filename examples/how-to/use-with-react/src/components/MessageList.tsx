import type { Message } from "../socket";

export function MessageList({ messages }: { messages: Message[] }) {
  return (
    <ul id="messages">
      {messages.map((message) => (
        <li key={message.id}>{message.text}</li>
      ))}
    </ul>
  );
}
