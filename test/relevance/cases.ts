/**
 * A relevance test set written from everyday language: a phrase an operator might say, labels a map might hold,
 * and which of them are relevant. None is taken from the built-in missions or worlds. Written before measuring,
 * as a user would; the relevance module is judged on whether it ranks a relevant label first.
 */
export interface RelevanceCase {
  readonly phrase: string;
  readonly candidates: readonly string[];
  readonly relevant: readonly string[];
}

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // Outages: power, water, network, heating.
  {
    phrase: "the power is out in the barn",
    candidates: [
      "diesel_generator",
      "hay_bale",
      "water_trough",
      "bench",
      "bicycle",
      "mailbox",
      "flower_pot",
    ],
    relevant: ["diesel_generator"],
  },
  {
    phrase: "no electricity in the cottages",
    candidates: ["transformer_box", "picnic_table", "canoe", "birdhouse", "wheelbarrow", "swing"],
    relevant: ["transformer_box"],
  },
  {
    phrase: "the lights went out on the pier",
    candidates: ["lamp_post", "life_ring", "fishing_net", "bucket", "rope", "anchor"],
    relevant: ["lamp_post"],
  },
  {
    phrase: "no running water in the kitchen",
    candidates: ["water_pump", "stove", "oven", "refrigerator", "chair", "table"],
    relevant: ["water_pump"],
  },
  {
    phrase: "the taps are dry",
    candidates: ["water_tank", "ladder", "toolbox", "car", "bench", "trash_can"],
    relevant: ["water_tank"],
  },
  {
    phrase: "wifi stopped working in the office",
    candidates: ["router", "desk", "plant", "coffee_machine", "sofa", "bookshelf"],
    relevant: ["router"],
  },
  {
    phrase: "we lost the phone signal",
    candidates: ["cell_tower", "tractor", "barn", "fence", "pond", "silo"],
    relevant: ["cell_tower"],
  },
  {
    phrase: "the heating is off in the lodge",
    candidates: ["boiler", "couch", "rug", "lamp", "bookcase", "window"],
    relevant: ["boiler"],
  },
  {
    phrase: "the radiators are cold",
    candidates: ["furnace", "umbrella", "bicycle", "bench", "fountain", "sign"],
    relevant: ["furnace"],
  },
  {
    phrase: "the greenhouse got too cold overnight",
    candidates: ["space_heater", "watering_can", "shovel", "seed_tray", "hose", "rake"],
    relevant: ["space_heater"],
  },
  // Leaks and smells.
  {
    phrase: "there is a strong smell of gas",
    candidates: ["propane_tank", "bookshelf", "bicycle", "trampoline", "mailbox", "hammock"],
    relevant: ["propane_tank"],
  },
  {
    phrase: "it smells of petrol near the garage",
    candidates: ["fuel_can", "tennis_racket", "sofa", "flowerbed", "bird_bath", "swing"],
    relevant: ["fuel_can"],
  },
  {
    phrase: "something is dripping oil",
    candidates: ["oil_drum", "blanket", "tree_stump", "chess_board", "kite", "bench"],
    relevant: ["oil_drum"],
  },
  {
    phrase: "water is pooling in the basement",
    candidates: ["water_heater", "bicycle", "painting", "guitar", "clock", "desk"],
    relevant: ["water_heater"],
  },
  {
    phrase: "a sewage smell near the toilets",
    candidates: ["septic_tank", "flagpole", "picnic_table", "slide", "tent", "kayak"],
    relevant: ["septic_tank"],
  },
  {
    phrase: "smoke coming from the kitchen",
    candidates: ["stove", "bench", "bicycle", "umbrella", "mailbox", "ladder"],
    relevant: ["stove"],
  },
  {
    phrase: "a chemical odour by the pool",
    candidates: ["chlorine_container", "deck_chair", "towel", "beach_ball", "umbrella", "slide"],
    relevant: ["chlorine_container"],
  },
  {
    phrase: "the car park smells of diesel",
    candidates: ["fuel_pump", "shopping_cart", "bench", "tree", "sign", "bicycle_rack"],
    relevant: ["fuel_pump"],
  },
  // Damage after weather.
  {
    phrase: "did the hail break anything on the roof",
    candidates: ["solar_panel", "doormat", "mailbox", "garden_gnome", "wheelbarrow", "hose"],
    relevant: ["solar_panel"],
  },
  {
    phrase: "the wind knocked something over near the field",
    candidates: ["scarecrow", "well", "pond", "rock", "bench", "stump"],
    relevant: ["scarecrow"],
  },
  {
    phrase: "a tree may have fallen on the power line",
    candidates: ["utility_pole", "sandbox", "swing", "picnic_table", "mailbox", "bench"],
    relevant: ["utility_pole"],
  },
  {
    phrase: "the flood reached the shed",
    candidates: ["sandbag", "basketball", "grill", "hammock", "birdhouse", "kite"],
    relevant: ["sandbag"],
  },
  {
    phrase: "is the tent still up after the gale",
    candidates: ["tent", "campfire", "cooler", "lantern", "backpack", "map"],
    relevant: ["tent"],
  },
  {
    phrase: "frost damage to the pipes",
    candidates: ["water_pipe", "scarecrow", "hay_bale", "tractor", "fence_post", "bird_feeder"],
    relevant: ["water_pipe"],
  },
  {
    phrase: "the storm blew the sails away",
    candidates: ["sailboat", "car", "bicycle", "bench", "tree", "lamp"],
    relevant: ["sailboat"],
  },
  {
    phrase: "lightning struck near the antenna",
    candidates: ["radio_mast", "sandbox", "picnic_table", "mailbox", "bench", "garden_hose"],
    relevant: ["radio_mast"],
  },
  // Lost equipment.
  {
    phrase: "I can't find my drill",
    candidates: ["power_drill", "flower", "chair", "rug", "vase", "pillow"],
    relevant: ["power_drill"],
  },
  {
    phrase: "where did the ladder go",
    candidates: ["stepladder", "bucket", "rake", "hose", "bench", "tarp"],
    relevant: ["stepladder"],
  },
  {
    phrase: "someone took the wheelbarrow",
    candidates: ["barrow", "kite", "tent", "table", "lamp", "sign"],
    relevant: ["barrow"],
  },
  {
    phrase: "the survey drone came down somewhere",
    candidates: ["quadcopter", "cow", "bench", "fence", "tree", "pond"],
    relevant: ["quadcopter"],
  },
  {
    phrase: "lost a tape measure on site",
    candidates: ["measuring_tape", "cement_mixer", "scaffold", "skip", "crane", "portable_toilet"],
    relevant: ["measuring_tape"],
  },
  {
    phrase: "the delivery van is missing",
    candidates: ["van", "forklift", "pallet", "crate", "dumpster", "loading_dock"],
    relevant: ["van"],
  },
  {
    phrase: "our robot mower stopped in the garden",
    candidates: ["lawn_mower", "bird_bath", "gnome", "bench", "trellis", "shed"],
    relevant: ["lawn_mower"],
  },
  {
    phrase: "misplaced the first aid bag",
    candidates: ["first_aid_kit", "football", "umbrella", "coat_rack", "bench", "flower_pot"],
    relevant: ["first_aid_kit"],
  },
  // Recreation and activities.
  {
    phrase: "something to paddle on the lake",
    candidates: ["kayak", "tractor", "hay_bale", "mailbox", "bench", "barbecue"],
    relevant: ["kayak"],
  },
  {
    phrase: "can the children play ball somewhere",
    candidates: ["soccer_goal", "fuel_tank", "compost_bin", "generator", "ladder", "toolbox"],
    relevant: ["soccer_goal"],
  },
  {
    phrase: "a place to grill burgers",
    candidates: ["barbecue", "sandbox", "bicycle", "bookshelf", "dumpster", "fence"],
    relevant: ["barbecue"],
  },
  {
    phrase: "somewhere to sit in the shade",
    candidates: ["bench", "fuel_drum", "generator", "mailbox", "fire_hydrant", "traffic_cone"],
    relevant: ["bench"],
  },
  {
    phrase: "the kids want to go fishing",
    candidates: ["fishing_rod", "lawn_mower", "stove", "washing_machine", "printer", "desk"],
    relevant: ["fishing_rod"],
  },
  {
    phrase: "anything to ride around the camp",
    candidates: ["bicycle", "bookcase", "oven", "dresser", "flower_pot", "trash_can"],
    relevant: ["bicycle"],
  },
  {
    phrase: "we want to swim safely",
    candidates: ["life_jacket", "hammer", "wrench", "printer", "stapler", "mailbox"],
    relevant: ["life_jacket"],
  },
  {
    phrase: "a game of tennis after lunch",
    candidates: ["tennis_court", "hay_loft", "septic_tank", "well", "woodpile", "shed"],
    relevant: ["tennis_court"],
  },
  // Access: gates, doors, bridges, roads.
  {
    phrase: "can I still get through the gate",
    candidates: ["gate", "bench", "flower_bed", "bird_feeder", "lamp", "statue"],
    relevant: ["gate"],
  },
  {
    phrase: "the road to the farm is closed",
    candidates: ["road_barrier", "scarecrow", "beehive", "swing", "bench", "birdhouse"],
    relevant: ["road_barrier"],
  },
  {
    phrase: "is the crossing over the stream still there",
    candidates: ["footbridge", "greenhouse", "silo", "windmill", "beehive", "doghouse"],
    relevant: ["footbridge"],
  },
  {
    phrase: "the door of the warehouse won't open",
    candidates: ["roller_door", "pallet", "forklift", "shelf", "box", "ladder"],
    relevant: ["roller_door"],
  },
  {
    phrase: "a truck is stuck in the lane",
    candidates: ["lorry", "bench", "bicycle", "flower", "statue", "fountain"],
    relevant: ["lorry"],
  },
  {
    phrase: "can wheelchairs reach the entrance",
    candidates: ["ramp", "chimney", "antenna", "gutter", "skylight", "weathervane"],
    relevant: ["ramp"],
  },
  // Medical, first aid, people.
  {
    phrase: "someone collapsed near the stage",
    candidates: ["person", "speaker", "microphone", "light_rig", "cable", "chair"],
    relevant: ["person"],
  },
  {
    phrase: "a hiker twisted an ankle",
    candidates: ["hiker", "trail_sign", "bench", "rock", "tree", "fence"],
    relevant: ["hiker"],
  },
  {
    phrase: "we need a defibrillator fast",
    candidates: ["aed_cabinet", "vending_machine", "bench", "bin", "sign", "plant"],
    relevant: ["aed_cabinet"],
  },
  {
    phrase: "a child is missing from the playground",
    candidates: ["child", "slide", "swing", "bench", "sandbox", "seesaw"],
    relevant: ["child"],
  },
  // Animals.
  {
    phrase: "the sheep got out of the field",
    candidates: ["sheep", "tractor", "barn", "gate_post", "trough", "hay_bale"],
    relevant: ["sheep"],
  },
  {
    phrase: "bees are swarming by the orchard",
    candidates: ["beehive", "apple_crate", "ladder", "wheelbarrow", "bench", "pond"],
    relevant: ["beehive"],
  },
  {
    phrase: "a dog has been barking all night",
    candidates: ["dog", "kennel_fence", "car", "bench", "bicycle", "mailbox"],
    relevant: ["dog"],
  },
  {
    phrase: "the horses need water",
    candidates: ["water_trough", "saddle", "bench", "umbrella", "bicycle", "lamp"],
    relevant: ["water_trough"],
  },
  // Fire safety and maintenance.
  {
    phrase: "is there an extinguisher near the workshop",
    candidates: ["fire_extinguisher", "workbench", "lathe", "broom", "bucket", "fan"],
    relevant: ["fire_extinguisher"],
  },
  {
    phrase: "the alarm keeps going off",
    candidates: ["smoke_detector", "sofa", "bed", "desk", "lamp", "curtain"],
    relevant: ["smoke_detector"],
  },
  {
    phrase: "check the hydrants for the fire crew",
    candidates: ["fire_hydrant", "parking_meter", "bench", "bus_stop", "mailbox", "lamp_post"],
    relevant: ["fire_hydrant"],
  },
  {
    phrase: "the gutters are overflowing",
    candidates: ["drainpipe", "mailbox", "bench", "doormat", "bicycle", "tree"],
    relevant: ["drainpipe"],
  },
  {
    phrase: "the sprinklers on the lawn stopped",
    candidates: ["irrigation_valve", "garden_gnome", "bench", "birdbath", "swing", "trellis"],
    relevant: ["irrigation_valve"],
  },
  {
    phrase: "the conveyor jammed in the mill",
    candidates: ["conveyor_belt", "office_chair", "coffee_mug", "calendar", "poster", "phone"],
    relevant: ["conveyor_belt"],
  },
];
