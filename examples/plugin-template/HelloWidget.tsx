import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from './messages';

/** A header widget: a button that opens the plugin's page. */
export default function HelloWidget() {
  const navigate = useNavigate();
  return (
    <Button appearance="transparent" style={{ color: '#fff' }} aria-label={MESSAGES.widgetLabel} onClick={() => navigate('/markets/ext/plugin-template')}>
      {MESSAGES.widget}
    </Button>
  );
}
