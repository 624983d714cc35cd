<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="ggt_tiles" tilewidth="56" tileheight="64" tilecount="16" columns="8">
 <image source="ggt_tiles.png" width="448" height="128"/>
 <tile id="0">
  <properties>
   <property name="ground" value="grass"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="ground" value="meadow"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="ground" value="dirt"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="ground" value="stone"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="ground" value="sand"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="ground" value="moss"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="ground" value="gravel"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="ground" value="forest_floor"/>
  </properties>
 </tile>
 <tile id="8" type="tree"/>
 <tile id="9" type="tree"/>
 <tile id="10" type="rock"/>
 <tile id="11" type="rock"/>
 <tile id="12" type="pushable">
  <properties>
   <property name="Weight" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="13" type="pushable">
  <properties>
   <property name="Weight" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="14" type="pushable">
  <properties>
   <property name="Weight" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="15" type="start_edge"/>
</tileset>
