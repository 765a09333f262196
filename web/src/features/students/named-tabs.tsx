import { useProfile } from "../../lib/api/profile-query";
import { GroupMembers } from "./group-members";
import { namedApi } from "./named-items";
import { NamedItemsSection } from "./named-items-section";
import { useGroups, useSubdivisions } from "./people-queries";
import { SubdivisionGroups } from "./subdivision-groups";

const useSchoolId = (): number | undefined => useProfile().data?.school_id[0];

/** 'Группы': the school's groups, how many students each holds, and who (taken out one by one). */
export const GroupsTab = () => {
  const groups = useGroups();
  const schoolId = useSchoolId();
  const items = groups.data?.data.map((group) => ({
    id: group.id,
    name: group.name,
    count: group.student_ids.length,
    startDate: group.start_date ?? null,
    details: <GroupMembers group={group} />,
  }));
  return <NamedItemsSection kind="group" items={items} failed={groups.isError} api={namedApi("group", schoolId)} />;
};

/** 'Подразделения': the school's subdivisions, how many groups each holds, and which (put in, taken out). */
export const SubdivisionsTab = () => {
  const subdivisions = useSubdivisions();
  const groups = useGroups();
  const schoolId = useSchoolId();
  const allGroups = groups.data?.data ?? [];
  const items = subdivisions.data?.data.map((item) => ({
    id: item.id,
    name: item.name,
    count: item.group_ids.length,
    details: <SubdivisionGroups subdivision={item} groups={allGroups} />,
  }));
  return (
    <NamedItemsSection
      kind="subdivision"
      items={items}
      failed={subdivisions.isError}
      api={namedApi("subdivision", schoolId)}
    />
  );
};
