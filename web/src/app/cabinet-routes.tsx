import { Route, Switch } from "wouter";
import { CabinetLayout } from "../features/cabinet/cabinet-layout";
import { SectionPage } from "../features/cabinet/section-page";
import { ProfilePage } from "../features/profile/profile-page";
import { NotFoundPage } from "../features/errors/not-found-page";
import { LongreadPage } from "../features/longread/longread-page";
import { WelcomeModal } from "../features/onboarding/welcome-modal";
import { ProfileCompletionModal } from "../features/onboarding/profile-completion-modal";
import { LongreadLayout } from "./layouts/longread-layout";

/**
 * Routes of the signed-in cabinet (SPEC §2). The longread view has its own layout (no footer, no
 * left menu); everything else sits beside the left menu. Sections without content yet show their
 * title.
 */
const CabinetRoutes = () => (
  <>
    <Switch>
      <Route path="/longread/:courseID?/:tab?/:moduleID?/:lessonID?">
        <LongreadLayout>
          <LongreadPage />
        </LongreadLayout>
      </Route>
      <Route>
        <CabinetLayout>
          <Switch>
            <Route path="/profile" component={ProfilePage} />
            <Route path="/myCourses/*?">{() => <SectionPage titleKey="pages.myCourses" />}</Route>
            <Route path="/createdCourses/*?">{() => <SectionPage titleKey="pages.createdCourses" />}</Route>
            <Route path="/availableCourses">{() => <SectionPage titleKey="pages.availableCourses" />}</Route>
            <Route path="/usersStatistics">{() => <SectionPage titleKey="pages.usersStatistics" />}</Route>
            <Route path="/students">{() => <SectionPage titleKey="pages.students" />}</Route>
            <Route component={NotFoundPage} />
          </Switch>
        </CabinetLayout>
      </Route>
    </Switch>
    <WelcomeModal />
    <ProfileCompletionModal />
  </>
);

export default CabinetRoutes;
