<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="grungeon_tiles" tilewidth="48" tileheight="48" tilecount="32" columns="8">
 <image source="grungeon_tiles.png" width="384" height="192"/>
 <tile id="0" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="1" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="2" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="3" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="4" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="5" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="6" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="7" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="false"/>
  </properties>
 </tile>
 <tile id="8" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="9" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="10" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="11" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="false"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="12" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="13" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="false"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="14" type="room">
  <properties>
   <property name="wall_n" type="bool" value="false"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="15" type="room">
  <properties>
   <property name="wall_n" type="bool" value="true"/>
   <property name="wall_e" type="bool" value="true"/>
   <property name="wall_s" type="bool" value="true"/>
   <property name="wall_w" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="16" type="spikes"/>
 <tile id="17" type="weapon">
  <properties>
   <property name="weapon" value="iron_axe"/>
  </properties>
 </tile>
 <tile id="18" type="weapon">
  <properties>
   <property name="weapon" value="steel_axe"/>
  </properties>
 </tile>
 <tile id="19" type="weapon">
  <properties>
   <property name="weapon" value="diamond_axe"/>
  </properties>
 </tile>
 <tile id="20" type="weapon">
  <properties>
   <property name="weapon" value="iron_sword"/>
  </properties>
 </tile>
 <tile id="21" type="weapon">
  <properties>
   <property name="weapon" value="steel_sword"/>
  </properties>
 </tile>
 <tile id="22" type="weapon">
  <properties>
   <property name="weapon" value="diamond_sword"/>
  </properties>
 </tile>
 <tile id="23" type="weapon">
  <properties>
   <property name="weapon" value="iron_lance"/>
  </properties>
 </tile>
 <tile id="24" type="weapon">
  <properties>
   <property name="weapon" value="steel_lance"/>
  </properties>
 </tile>
 <tile id="25" type="weapon">
  <properties>
   <property name="weapon" value="diamond_lance"/>
  </properties>
 </tile>
 <tile id="26" type="potion"/>
 <tile id="27" type="hp_up"/>
 <tile id="28" type="teleporter"/>
 <tile id="29" type="grunkletaur"/>
 <tile id="30" type="exit"/>
 <tile id="31" type="start"/>
</tileset>
