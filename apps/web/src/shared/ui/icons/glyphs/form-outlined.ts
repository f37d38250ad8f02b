import svg from '@ant-design/icons-svg/es/asn/FormOutlined';
import { createIcon } from '../icon';

export const FormOutlined = /* @__PURE__ */ createIcon(svg);
