import svg from '@ant-design/icons-svg/es/asn/PaperClipOutlined';
import { createIcon } from '../icon';

export const PaperClipOutlined = /* @__PURE__ */ createIcon(svg);
