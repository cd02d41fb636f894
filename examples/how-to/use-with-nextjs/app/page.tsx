import { Chat } from "./components/Chat";

// a Server Component: rendered on the server, it includes the client component
export default function Home() {
  return (
    <main>
      <h1>Socket.IO with Next.js</h1>
      <Chat />
    </main>
  );
}
