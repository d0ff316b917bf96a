import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@musawo/shared/contracts';

export function HomePage() {
  return (
    <Hero>
      <Badge>24/7 medical support</Badge>
      <h1>Care that Comes to you</h1>
      <p>Connect with top healthcare professionals and get the care you deserve. Book appointments and consult online from anywhere.</p>
      <Actions>
        <Primary to="/find-doctor">Find a Doctor</Primary>
        <Secondary to="/find-doctor">Book Appointment</Secondary>
      </Actions>
      <p>
        Call <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a> or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Hero>
  );
}

const Hero = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px 16px;
  h1 {
    font-size: clamp(2rem, 6vw, 3.25rem);
    margin: 12px 0;
  }
  p {
    max-width: 640px;
    font-size: 1.125rem;
  }
`;
const Badge = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 24px 0;
`;
const Primary = styled(Link)`
  padding: 12px 24px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  text-decoration: none;
  font-weight: 600;
`;
const Secondary = styled(Link)`
  padding: 12px 24px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  font-weight: 600;
`;
