import { AppSection } from './AppSection';
import { HowItWorks } from './HowItWorks';
import { MarketingBlock } from './MarketingBlock';

/** The home page's blocks under the top-up form, one chunk loaded after the form's. */
export default function BelowTheForm() {
  return (
    <>
      <MarketingBlock />
      <HowItWorks />
      <AppSection />
    </>
  );
}
