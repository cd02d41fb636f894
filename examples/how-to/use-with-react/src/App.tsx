import { useChat } from "./useChat";
import { ConnectionState } from "./components/ConnectionState";
import { MessageForm } from "./components/MessageForm";
import { MessageList } from "./components/MessageList";

export default function App() {
  const { isConnected, messages } = useChat();

  return (
    <main>
      <ConnectionState isConnected={isConnected} />
      <MessageList messages={messages} />
      <MessageForm disabled={!isConnected} />
    </main>
  );
}
