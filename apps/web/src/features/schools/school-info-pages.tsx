import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import {
  MY_ORDER_PATH,
  RESTUDY_ENTERPRISE_SEARCH_PATH,
  RESTUDY_PATH,
  RESTUDY_SEARCH_ADDRESS_PATH,
  SCHOOL_LINE_SIGN_PATH,
  USER_GUIDE_FOR_SCHOOL_PATH,
} from '../../app/page-paths';
import styles from './schools.module.css';

/**
 * school-line-intro: what a school line is and how it works, from the rules of decision 049: registration,
 * the school's approval, the term pass (school days only, holiday aware), and the check-in notices.
 */
export const SchoolLineIntroPage = () => (
  <Page>
    <article className={styles.prose} aria-label="校车说明">
      <h2>什么是校车</h2>
      <p>
        校车是学校开设的上下学线路，校车线路只对本校登记并经学校审核通过的学生开放，其他乘客不能购票。
      </p>
      <h2>怎样乘坐</h2>
      <ol>
        <li>
          <strong>报名：</strong>家长登录后找到孩子的学校，选择校车线路和孩子的上车、下车站点，填写学生姓名、班级、学号和接收通知的家长手机号。每位家长最多登记
          10 名学生；同一学号在一所学校只能登记一次。
        </li>
        <li>
          <strong>学校审核：</strong>学校核对学生信息后通过或不通过；不通过时会写明原因。学校已导入学生名单的，登记的学号、姓名和家长手机与名单一致时自动通过。审核前家长可以撤回登记，撤回或未通过后可以重新报名。
        </li>
        <li>
          <strong>购买学期票：</strong>审核通过后，家长为孩子购买学期票。学期票包含本学期从今天起、线路仍在售的每个上学日各一张车票，按国家法定节假日和调休安排，节假日不发车、调休上班日照常发车；学校公布的停课日不含在内。购买前会列出乘车天数、首末日期和不乘车的工作日及原因。
        </li>
        <li>
          <strong>付款：</strong>每次票价按线路给学校学生的价格计算；学校承担部分车费时，页面会写明学校承担的金额，家长只付其余部分。学校承担全部车费时无需付款，下单即完成。
        </li>
        <li>
          <strong>上车通知：</strong>孩子每次上车检票后，家长会收到短信和站内通知，写明上车时间、站点、线路和车牌。
        </li>
        <li>
          <strong>乘车记录：</strong>在“校车”页可以按天查看孩子的乘车情况：已乘车（附上车时间）、未乘车（车辆已发车而孩子没有上车）、待乘车、已退票。
        </li>
      </ol>
      <h2>订单</h2>
      <p>
        学期票是一笔订单、每个上学日一张车票，乘车人是学生本人（学号部分隐藏）。订单可在<AppLink to={MY_ORDER_PATH}>我的订单</AppLink>中查看。同一学生同一学期只能有一张有效的学期票。
      </p>
      <p>
        <AppLink to={USER_GUIDE_FOR_SCHOOL_PATH}>查看校车使用指南</AppLink>
      </p>
    </article>
    <div className={styles.actions}>
      <AppLink to={SCHOOL_LINE_SIGN_PATH} className={pageStyles.primaryButton}>
        为孩子报名
      </AppLink>
      <AppLink to={RESTUDY_PATH} className={pageStyles.ghostButton}>
        进入校车
      </AppLink>
    </div>
  </Page>
);

/** user-guide-for-school: the guardian's steps, each with the page where it is done. */
export const UserGuideForSchoolPage = () => (
  <Page>
    <article className={styles.prose} aria-label="校车使用指南">
      <h2>第一步：找到学校</h2>
      <p>
        打开<AppLink to={RESTUDY_ENTERPRISE_SEARCH_PATH}>找学校</AppLink>，输入学校名称或拼音首字母；不知道孩子能坐哪条线路时，可以<AppLink to={RESTUDY_SEARCH_ADDRESS_PATH}>按地址找线路</AppLink>。
      </p>
      <h2>第二步：为孩子报名</h2>
      <p>
        在学校的报名页选择校车线路、上车站点和下车站点（下车站点须在上车站点之后），填写学生姓名、班级、学号和家长手机号，点“提交报名”。家长手机号默认是您登录的手机号，孩子上车的通知会发到这个号码。
      </p>
      <h2>第三步：等待学校审核</h2>
      <p>
        在<AppLink to={RESTUDY_PATH}>校车</AppLink>页的“我的学生”里查看审核状态：待学校审核、已通过、未通过（附原因）或已撤回。学号、姓名和家长手机与学校名单一致的，提交后即已通过。待审核时可以撤回登记。
      </p>
      <h2>第四步：购买学期票</h2>
      <p>
        审核通过后，在孩子名下选择学期，点“购买学期票”。页面会算出乘车天数、首末日期、不乘车的工作日（法定节假日、学校停课日等）、每次票价、学校承担的金额和应付金额。确认后进入付款页面；学校承担全部车费时无需付款。
      </p>
      <h2>第五步：乘车与通知</h2>
      <p>孩子在报名的上车站点上车检票。每次检票，家长手机会收到短信，“校车”页的上车通知里也会记录。</p>
      <p>在“校车”页的乘车记录里，可以按天查看已乘车、未乘车、待乘车和已退票的日期。</p>
      <h2>订单</h2>
      <p>
        学期票的订单在<AppLink to={MY_ORDER_PATH}>我的订单</AppLink>中查看。
      </p>
    </article>
  </Page>
);
