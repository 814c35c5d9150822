import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {POST_OP_SCHEDULE, type Activity} from '@site/src/data/clinical';
import DataTable from '../DataTable';
import {useFigureFormat} from '@site/src/lib/useFigureFormat';

function activityName(activity: Activity): string {
  return {
    flying: translate({
      id: 'medical.postop.activity.flying',
      message: 'Vliegen',
      description: 'Post-operative schedule: flying',
    }),
    driving: translate({
      id: 'medical.postop.activity.driving',
      message: 'Autorijden',
      description: 'Post-operative schedule: driving a car',
    }),
    swimming: translate({
      id: 'medical.postop.activity.swimming',
      message: 'Zwemmen',
      description: 'Post-operative schedule: swimming',
    }),
    golf: translate({
      id: 'medical.postop.activity.golf',
      message: 'Golfen',
      description: 'Post-operative schedule: playing golf',
    }),
  }[activity];
}

/** When flying, driving, swimming and golf are possible again. */
export default function PostOpSchedule(): ReactNode {
  const format = useFigureFormat();
  return (
    <DataTable
      caption={translate({
        id: 'medical.postop.caption',
        message: 'Activiteiten na de operatie',
        description: 'Caption of the post-operative schedule table',
      })}
      headers={[
        translate({
          id: 'medical.postop.header.activity',
          message: 'Activiteit',
          description: 'Post-operative schedule: column header of the activity',
        }),
        translate({
          id: 'medical.postop.header.after',
          message: 'Weer mogelijk na',
          description: 'Post-operative schedule: column header of the time after surgery (cells read e.g. "3-4 weeks")',
        }),
      ]}
      rows={POST_OP_SCHEDULE.map((entry) => ({
        key: entry.activity,
        cells: [activityName(entry.activity), format.figure(entry.after)],
      }))}
      numericColumns={[1]}
    />
  );
}
