import styled from 'styled-components';
import { Button } from '@musawo/shared/react';

/**
 * A button whose long label wraps inside its card at 360 px instead of running out of it (issue 50: Kiswahili's
 * "Mwombe daktari anipigie simu", Luganda's "Weereza ekifaananyi oba PDF").
 */
export const WrappingButton = styled(Button)`
  max-width: 100%;
  white-space: normal;
  text-align: center;
  padding-block: 6px;
`;
