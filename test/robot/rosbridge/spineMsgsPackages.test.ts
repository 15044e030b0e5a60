import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const read = (path: string): string => readFileSync(`${ROOT}/${path}`, "utf8");

describe("the spine_msgs packages", () => {
  it("ROS 2: an ament_cmake package, format 3, generating both services with rosidl", () => {
    const xml = read("ros2/spine_msgs/package.xml");
    expect(xml).toMatch(/<package format="3">/);
    expect(xml).toMatch(/<name>spine_msgs<\/name>/);
    expect(xml).toMatch(/<buildtool_depend>ament_cmake<\/buildtool_depend>/);
    expect(xml).toMatch(/<buildtool_depend>rosidl_default_generators<\/buildtool_depend>/);
    expect(xml).toMatch(/<exec_depend>rosidl_default_runtime<\/exec_depend>/);
    expect(xml).toMatch(/<member_of_group>rosidl_interface_packages<\/member_of_group>/);
    expect(xml).toMatch(/<build_type>ament_cmake<\/build_type>/);
    const cmake = read("ros2/spine_msgs/CMakeLists.txt");
    expect(cmake).toMatch(
      /rosidl_generate_interfaces\(\$\{PROJECT_NAME\}\s+"srv\/SetLabels\.srv"\s+"srv\/Query\.srv"\s*\)/,
    );
    expect(cmake).toMatch(/ament_package\(\)/);
  });

  it("ROS 1: a catkin package; each tool ignores the other's", () => {
    expect(read("spine_msgs/package.xml")).toMatch(/<build_type>catkin<\/build_type>/);
    expect(read("spine_msgs/CMakeLists.txt")).toMatch(/add_service_files/);
    expect(readdirSync(`${ROOT}/spine_msgs`)).toContain("COLCON_IGNORE");
    expect(readdirSync(`${ROOT}/ros2/spine_msgs`)).toContain("CATKIN_IGNORE");
  });

  it("both carry the same .srv files", () => {
    const ros1 = readdirSync(`${ROOT}/spine_msgs/srv`).sort();
    expect(readdirSync(`${ROOT}/ros2/spine_msgs/srv`).sort()).toEqual(ros1);
    expect(ros1).toEqual(["Query.srv", "SetLabels.srv"]);
    for (const file of ros1)
      expect(read(`ros2/spine_msgs/srv/${file}`), file).toBe(read(`spine_msgs/srv/${file}`));
  });
});
