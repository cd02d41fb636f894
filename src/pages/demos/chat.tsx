import '@code-translation-groups/demos';
import Translate, {translate} from '@docusaurus/Translate';
import ChatDemo from '@site/src/components/demos/ChatDemo';
import DemoPage from '@site/src/components/demos/DemoPage';

export default function ChatDemoPage() {
  return (
    <DemoPage
      title={translate({id: 'demos.chat.meta.title', message: 'Chat demo'})}
      description={translate({
        id: 'demos.chat.meta.description',
        message: 'A live chat room running on a Socket.IO server: messages, typing indicator and presence in real time.',
      })}
      heading={<Translate id="demos.chat.title">Chat demo</Translate>}
      intro={
        <>
          <p>
            <Translate id="demos.chat.intro.what">
              A chat room on a real Socket.IO server. Pick a name and send a message: everyone on this page receives
              it at once, sees who is typing, who arrives and leaves, and how many people are online. Open the page
              in a second window to try it on your own.
            </Translate>
          </p>
          <p>
            <Translate id="demos.chat.intro.how">
              How it works: the page connects to the /chat namespace with socket.io-client. Once you join, the server
              puts your socket in a room and broadcasts each message to that room. Acknowledgements tell the page when
              the server refuses a name or a message, because it is too long or sent too fast.
            </Translate>
          </p>
          <p>
            <Translate id="demos.chat.intro.public">
              Messages are public and not stored: anyone on the page sees them, and they vanish when you reload.
            </Translate>
          </p>
        </>
      }>
      <ChatDemo />
    </DemoPage>
  );
}
