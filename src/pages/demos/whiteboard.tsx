import '@code-translation-groups/demos';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HISTORY_SEGMENTS} from '@site/demo-server/protocol';
import DemoPage from '@site/src/components/demos/DemoPage';
import Whiteboard from '@site/src/components/demos/Whiteboard';

export default function WhiteboardDemoPage() {
  const {i18n} = useDocusaurusContext();
  const htmlLang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return (
    <DemoPage
      title={translate({id: 'demos.whiteboard.meta.title', message: 'Whiteboard demo'})}
      description={translate({
        id: 'demos.whiteboard.meta.description',
        message: 'A whiteboard shared in real time through a Socket.IO server: draw, and everyone sees it as you draw.',
      })}
      heading={<Translate id="demos.whiteboard.title">Whiteboard demo</Translate>}
      intro={
        <>
          <p>
            <Translate id="demos.whiteboard.intro.what">
              A whiteboard shared with everyone on this page. Draw with the mouse, a finger or the keyboard: each
              stroke reaches the other visitors while you draw, and someone who arrives later sees the most recent
              strokes.
            </Translate>
          </p>
          <p>
            <Translate
              id="demos.whiteboard.intro.how"
              values={{count: HISTORY_SEGMENTS.toLocaleString(htmlLang)}}>
              {
                "How it works: each piece of a stroke is a draw event carrying its two ends, as fractions of the board's width and height (so the drawing fits any screen size), and its color. The server checks every event and broadcasts it to the other sockets of the /whiteboard namespace; it keeps the last {count} pieces for newcomers."
              }
            </Translate>
          </p>
        </>
      }>
      <Whiteboard />
    </DemoPage>
  );
}
