-- PostgreSQL's part of prisma/migrations/20261126130000_nepali_names that is not in the data model (the columns
-- are in 20261123090000_init): the search table's name holds the English and the Nepali name, its category the
-- category's two names, so a search finds a product by its Nepali name with the same GIN index and weights; and
-- the seed's Nepali names for a store seeded before (the triggers index them).
CREATE OR REPLACE FUNCTION "product_search_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
  SELECT NEW.id, NEW.name || coalesce(' ' || NEW."nameNe", ''), b.name, c.name || coalesce(' ' || c."nameNe", ''),
    "product_search_description"(NEW.description)
  FROM "Brand" b, "Category" c WHERE b.id = NEW."brandId" AND c.slug = NEW."categorySlug";
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "product_search_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ProductSearch" WHERE "productId" = OLD.id;
  INSERT INTO "ProductSearch" ("productId", name, brand, category, description)
  SELECT NEW.id, NEW.name || coalesce(' ' || NEW."nameNe", ''), b.name, c.name || coalesce(' ' || c."nameNe", ''),
    "product_search_description"(NEW.description)
  FROM "Brand" b, "Category" c WHERE b.id = NEW."brandId" AND c.slug = NEW."categorySlug";
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION "category_search_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ProductSearch" SET category = NEW.name || coalesce(' ' || NEW."nameNe", '')
  WHERE "productId" IN (SELECT id FROM "Product" WHERE "categorySlug" = NEW.slug);
  RETURN NULL;
END;
$$;

DROP TRIGGER "Product_search_update" ON "Product";
-- Only when a searched column really changed: a sale's stock update leaves the index alone.
CREATE TRIGGER "Product_search_update" AFTER UPDATE OF name, "nameNe", description, "brandId", "categorySlug" ON "Product"
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD."nameNe" IS DISTINCT FROM NEW."nameNe"
        OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD."brandId" IS DISTINCT FROM NEW."brandId" OR OLD."categorySlug" IS DISTINCT FROM NEW."categorySlug")
  EXECUTE FUNCTION "product_search_update"();
DROP TRIGGER "Category_search_rename" ON "Category";
CREATE TRIGGER "Category_search_rename" AFTER UPDATE OF name, "nameNe" ON "Category"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD."nameNe" IS DISTINCT FROM NEW."nameNe")
  EXECUTE FUNCTION "category_search_rename"();

-- The seed's Nepali names (shared/src/categories.ts, prisma/seed/nepali-names.ts) for a store seeded before.
UPDATE "Category" SET "nameNe" = 'किराना' WHERE "slug" = 'groceries';
UPDATE "Category" SET "nameNe" = 'फलफूल र तरकारी' WHERE "slug" = 'fruits';
UPDATE "Category" SET "nameNe" = 'घर र भान्सा' WHERE "slug" = 'home-kitchen';
UPDATE "Category" SET "nameNe" = 'फेसन' WHERE "slug" = 'fashion';
UPDATE "Category" SET "nameNe" = 'इलेक्ट्रोनिक्स' WHERE "slug" = 'electronics';
UPDATE "Category" SET "nameNe" = 'सौन्दर्य र स्वास्थ्य' WHERE "slug" = 'beauty';
UPDATE "Category" SET "nameNe" = 'घर सुधार' WHERE "slug" = 'home-improvement';
UPDATE "Category" SET "nameNe" = 'खेलकुद र खेलौना' WHERE "slug" = 'sports-toys';
UPDATE "Subcategory" SET "nameNe" = 'चामल र अन्न' WHERE "categorySlug" = 'groceries' AND "slug" = 'rice-grains';
UPDATE "Subcategory" SET "nameNe" = 'दाल र गेडागुडी' WHERE "categorySlug" = 'groceries' AND "slug" = 'dal-pulses';
UPDATE "Subcategory" SET "nameNe" = 'मसला' WHERE "categorySlug" = 'groceries' AND "slug" = 'spices-masala';
UPDATE "Subcategory" SET "nameNe" = 'चिया र कफी' WHERE "categorySlug" = 'groceries' AND "slug" = 'tea-coffee';
UPDATE "Subcategory" SET "nameNe" = 'खाजा र चाउचाउ' WHERE "categorySlug" = 'groceries' AND "slug" = 'snacks-noodles';
UPDATE "Subcategory" SET "nameNe" = 'खाने तेल र घिउ' WHERE "categorySlug" = 'groceries' AND "slug" = 'cooking-oil';
UPDATE "Subcategory" SET "nameNe" = 'ताजा फलफूल' WHERE "categorySlug" = 'fruits' AND "slug" = 'fresh-fruits';
UPDATE "Subcategory" SET "nameNe" = 'ताजा तरकारी' WHERE "categorySlug" = 'fruits' AND "slug" = 'vegetables';
UPDATE "Subcategory" SET "nameNe" = 'सुकामेवा' WHERE "categorySlug" = 'fruits' AND "slug" = 'dry-fruits';
UPDATE "Subcategory" SET "nameNe" = 'भाँडाकुँडा' WHERE "categorySlug" = 'home-kitchen' AND "slug" = 'cookware';
UPDATE "Subcategory" SET "nameNe" = 'भान्साका उपकरण' WHERE "categorySlug" = 'home-kitchen' AND "slug" = 'kitchen-appliances';
UPDATE "Subcategory" SET "nameNe" = 'खाना पस्किने सामान' WHERE "categorySlug" = 'home-kitchen' AND "slug" = 'dining';
UPDATE "Subcategory" SET "nameNe" = 'घर सजावट' WHERE "categorySlug" = 'home-kitchen' AND "slug" = 'home-decor';
UPDATE "Subcategory" SET "nameNe" = 'ओछ्यान र तन्ना' WHERE "categorySlug" = 'home-kitchen' AND "slug" = 'bedding';
UPDATE "Subcategory" SET "nameNe" = 'पुरुषका लुगा' WHERE "categorySlug" = 'fashion' AND "slug" = 'mens-clothing';
UPDATE "Subcategory" SET "nameNe" = 'महिलाका लुगा' WHERE "categorySlug" = 'fashion' AND "slug" = 'womens-clothing';
UPDATE "Subcategory" SET "nameNe" = 'जुत्ता चप्पल' WHERE "categorySlug" = 'fashion' AND "slug" = 'footwear';
UPDATE "Subcategory" SET "nameNe" = 'झोला र ब्याकप्याक' WHERE "categorySlug" = 'fashion' AND "slug" = 'bags';
UPDATE "Subcategory" SET "nameNe" = 'घडी' WHERE "categorySlug" = 'fashion' AND "slug" = 'watches';
UPDATE "Subcategory" SET "nameNe" = 'स्मार्टफोन' WHERE "categorySlug" = 'electronics' AND "slug" = 'smartphone';
UPDATE "Subcategory" SET "nameNe" = 'कम्प्युटर र ल्यापटप' WHERE "categorySlug" = 'electronics' AND "slug" = 'computer-laptop';
UPDATE "Subcategory" SET "nameNe" = 'हेडफोन र अडियो' WHERE "categorySlug" = 'electronics' AND "slug" = 'headphone';
UPDATE "Subcategory" SET "nameNe" = 'क्यामेरा र फोटो' WHERE "categorySlug" = 'electronics' AND "slug" = 'camera-photo';
UPDATE "Subcategory" SET "nameNe" = 'टिभी र घरायसी उपकरण' WHERE "categorySlug" = 'electronics' AND "slug" = 'tv-homes';
UPDATE "Subcategory" SET "nameNe" = 'सहायक सामान' WHERE "categorySlug" = 'electronics' AND "slug" = 'accessories';
UPDATE "Subcategory" SET "nameNe" = 'छालाको हेरचाह' WHERE "categorySlug" = 'beauty' AND "slug" = 'skincare';
UPDATE "Subcategory" SET "nameNe" = 'कपालको हेरचाह' WHERE "categorySlug" = 'beauty' AND "slug" = 'haircare';
UPDATE "Subcategory" SET "nameNe" = 'मेकअप' WHERE "categorySlug" = 'beauty' AND "slug" = 'makeup';
UPDATE "Subcategory" SET "nameNe" = 'सुगन्ध' WHERE "categorySlug" = 'beauty' AND "slug" = 'fragrance';
UPDATE "Subcategory" SET "nameNe" = 'व्यक्तिगत हेरचाह' WHERE "categorySlug" = 'beauty' AND "slug" = 'personal-care';
UPDATE "Subcategory" SET "nameNe" = 'औजार' WHERE "categorySlug" = 'home-improvement' AND "slug" = 'tools';
UPDATE "Subcategory" SET "nameNe" = 'बिजुली सामान' WHERE "categorySlug" = 'home-improvement' AND "slug" = 'electrical';
UPDATE "Subcategory" SET "nameNe" = 'बत्ती' WHERE "categorySlug" = 'home-improvement' AND "slug" = 'lighting';
UPDATE "Subcategory" SET "nameNe" = 'बाथरुम र प्लम्बिङ' WHERE "categorySlug" = 'home-improvement' AND "slug" = 'bathroom';
UPDATE "Subcategory" SET "nameNe" = 'रङ र सामग्री' WHERE "categorySlug" = 'home-improvement' AND "slug" = 'paint';
UPDATE "Subcategory" SET "nameNe" = 'फिटनेस' WHERE "categorySlug" = 'sports-toys' AND "slug" = 'fitness';
UPDATE "Subcategory" SET "nameNe" = 'ट्रेकिङ र बाहिरी' WHERE "categorySlug" = 'sports-toys' AND "slug" = 'outdoor';
UPDATE "Subcategory" SET "nameNe" = 'क्रिकेट' WHERE "categorySlug" = 'sports-toys' AND "slug" = 'cricket';
UPDATE "Subcategory" SET "nameNe" = 'फुटबल' WHERE "categorySlug" = 'sports-toys' AND "slug" = 'football';
UPDATE "Subcategory" SET "nameNe" = 'खेलौना र खेल' WHERE "categorySlug" = 'sports-toys' AND "slug" = 'toys';
UPDATE "Product" SET "nameNe" = 'जीरा मसिनो चामल ५ केजी' WHERE "slug" = 'jeera-masino-rice-5-kg';
UPDATE "Product" SET "nameNe" = 'बासमती चामल प्रिमियम ५ केजी' WHERE "slug" = 'basmati-rice-premium-5-kg';
UPDATE "Product" SET "nameNe" = 'चिउरा १ केजी' WHERE "slug" = 'chiura-beaten-rice-1-kg';
UPDATE "Product" SET "nameNe" = 'फापरको पिठो १ केजी' WHERE "slug" = 'buckwheat-flour-phapar-ko-pitho-1-kg';
UPDATE "Product" SET "nameNe" = 'मसुरको दाल १ केजी' WHERE "slug" = 'masoor-dal-red-lentils-1-kg';
UPDATE "Product" SET "nameNe" = 'रहरको दाल १ केजी' WHERE "slug" = 'rahar-dal-pigeon-peas-1-kg';
UPDATE "Product" SET "nameNe" = 'कालो मास १ केजी' WHERE "slug" = 'kalo-maas-black-lentils-1-kg';
UPDATE "Product" SET "nameNe" = 'Everest मासु मसला १०० ग्राम' WHERE "slug" = 'everest-meat-masala-100-g';
UPDATE "Product" SET "nameNe" = 'टिमुर १०० ग्राम' WHERE "slug" = 'timur-sichuan-pepper-100-g';
UPDATE "Product" SET "nameNe" = 'Tokla प्रिमियम सीटीसी चिया ५०० ग्राम' WHERE "slug" = 'tokla-premium-ctc-tea-500-g';
UPDATE "Product" SET "nameNe" = 'इलाम अर्थोडक्स हरियो चिया १०० ग्राम' WHERE "slug" = 'ilam-orthodox-green-tea-100-g';
UPDATE "Product" SET "nameNe" = 'Wai Wai चिकेन चाउचाउ (३० प्याकेट)' WHERE "slug" = 'wai-wai-chicken-noodles-pack-of-30';
UPDATE "Product" SET "nameNe" = 'Dabur तोरीको तेल १ लिटर' WHERE "slug" = 'dabur-mustard-oil-1-l';
UPDATE "Product" SET "nameNe" = 'शुद्ध गाईको घिउ ५०० मिलि' WHERE "slug" = 'pure-cow-ghee-500-ml';
UPDATE "Product" SET "nameNe" = 'मुस्ताङको स्याउ १ केजी' WHERE "slug" = 'mustang-apples-1-kg';
UPDATE "Product" SET "nameNe" = 'जुनार १ केजी' WHERE "slug" = 'junar-sweet-orange-1-kg';
UPDATE "Product" SET "nameNe" = 'केरा (दर्जन)' WHERE "slug" = 'banana-dozen';
UPDATE "Product" SET "nameNe" = 'रायोको साग ५०० ग्राम' WHERE "slug" = 'rayo-ko-saag-500-g';
UPDATE "Product" SET "nameNe" = 'गोलभेडा १ केजी' WHERE "slug" = 'tomatoes-1-kg';
UPDATE "Product" SET "nameNe" = 'आलु ५ केजी' WHERE "slug" = 'potatoes-5-kg';
UPDATE "Product" SET "nameNe" = 'काउली (१ वटा)' WHERE "slug" = 'cauliflower-1-piece';
UPDATE "Product" SET "nameNe" = 'हिमाली ओखरको गुदी २५० ग्राम' WHERE "slug" = 'himalayan-walnut-kernels-250-g';
UPDATE "Product" SET "nameNe" = 'गुन्द्रुक २०० ग्राम' WHERE "slug" = 'gundruk-200-g';
UPDATE "Product" SET "nameNe" = 'Prestige Popular प्रेसर कुकर ५ लिटर' WHERE "slug" = 'prestige-popular-pressure-cooker-5-l';
UPDATE "Product" SET "nameNe" = 'तामाको गाग्री ५ लिटर' WHERE "slug" = 'copper-gagri-water-pot-5-l';
UPDATE "Product" SET "nameNe" = 'Baltra बिजुलीको राइस कुकर १.८ लिटर' WHERE "slug" = 'baltra-electric-rice-cooker-1-8-l';
UPDATE "Product" SET "nameNe" = 'स्टिलको थाली सेट (६ थान)' WHERE "slug" = 'stainless-steel-thali-set-6-pieces';
UPDATE "Product" SET "nameNe" = 'हातले बनाएको सिंगिङ बोल १२ सेमी' WHERE "slug" = 'singing-bowl-hand-hammered-12-cm';
UPDATE "Product" SET "nameNe" = 'लोक्ता कागजको बत्तीको छाना' WHERE "slug" = 'lokta-paper-lamp-shade';
UPDATE "Product" SET "nameNe" = 'सिरक (कपासको) डबल' WHERE "slug" = 'sirak-cotton-quilt-double';
UPDATE "Product" SET "nameNe" = 'पित्तलको करुवा १ लिटर' WHERE "slug" = 'brass-karuwa-water-jug-1-l';
UPDATE "Product" SET "nameNe" = 'ढाका टोपी (परम्परागत टोपी)' WHERE "slug" = 'dhaka-topi-traditional-cap';
UPDATE "Product" SET "nameNe" = 'पुरुषको सुती दौरा सुरुवाल सेट' WHERE "slug" = 'men-s-cotton-daura-suruwal-set';
UPDATE "Product" SET "nameNe" = 'महिलाको ढाका कुर्ता सेट' WHERE "slug" = 'women-s-dhaka-kurta-set';
UPDATE "Product" SET "nameNe" = 'पश्मिना सल (च्याङ्ग्रा)' WHERE "slug" = 'pashmina-shawl-chyangra';
UPDATE "Product" SET "nameNe" = 'Goldstar G10 खेलकुद जुत्ता' WHERE "slug" = 'goldstar-g10-sports-shoes';
UPDATE "Product" SET "nameNe" = 'अल्लोको झोला' WHERE "slug" = 'hemp-shoulder-bag-allo';
UPDATE "Product" SET "nameNe" = 'Goldstar ट्रेकिङ जुत्ता' WHERE "slug" = 'goldstar-trekking-boots';
UPDATE "Product" SET "nameNe" = 'Samsung Galaxy A55 5G स्मार्टफोन' WHERE "slug" = 'samsung-galaxy-a55-5g';
UPDATE "Product" SET "nameNe" = 'Dell Inspiron 15 3530 ल्यापटप' WHERE "slug" = 'dell-inspiron-15-3530';
UPDATE "Product" SET "nameNe" = 'Sony WH-1000XM5 वायरलेस हेडफोन' WHERE "slug" = 'sony-wh-1000xm5-wireless-headphones';
UPDATE "Product" SET "nameNe" = 'JBL Flip 6 बोक्न मिल्ने स्पिकर' WHERE "slug" = 'jbl-flip-6-portable-speaker';
UPDATE "Product" SET "nameNe" = 'Samsung ५५ इन्च Crystal 4K UHD स्मार्ट टिभी' WHERE "slug" = 'samsung-55-inch-crystal-4k-uhd-smart-tv';
UPDATE "Product" SET "nameNe" = 'LG २६० लिटर दुई ढोके फ्रिज' WHERE "slug" = 'lg-260l-double-door-refrigerator';
UPDATE "Product" SET "nameNe" = 'Samsung ७ केजी फ्रन्ट लोड लुगा धुने मेसिन' WHERE "slug" = 'samsung-7-kg-front-load-washing-machine';
UPDATE "Product" SET "nameNe" = 'Xiaomi 20000mAh पावर बैंक 3i' WHERE "slug" = 'xiaomi-20000mah-power-bank-3i';
UPDATE "Product" SET "nameNe" = 'Himalaya नीम फेस वास १५० मिलि' WHERE "slug" = 'himalaya-purifying-neem-face-wash-150-ml';
UPDATE "Product" SET "nameNe" = 'Dabur अमला कपालको तेल २७५ मिलि' WHERE "slug" = 'dabur-amla-hair-oil-275-ml';
UPDATE "Product" SET "nameNe" = 'गाजल आइलाइनर' WHERE "slug" = 'kajal-kohl-eyeliner';
UPDATE "Product" SET "nameNe" = 'हिमाली धुपी धूप (५० वटा)' WHERE "slug" = 'himalayan-juniper-incense-dhoop-50-sticks';
UPDATE "Product" SET "nameNe" = 'Himalaya नीम र बेसार साबुन (४ वटा)' WHERE "slug" = 'himalaya-neem-turmeric-soap-pack-of-4';
UPDATE "Product" SET "nameNe" = 'Havells सिलिङ पङ्खा १२०० मिमि' WHERE "slug" = 'havells-ceiling-fan-1200-mm';
UPDATE "Product" SET "nameNe" = 'Philips 9W एलईडी बल्ब (४ वटा)' WHERE "slug" = 'philips-9w-led-bulb-pack-of-4';
UPDATE "Product" SET "nameNe" = 'Philips चार्ज हुने आपत्कालीन बत्ती' WHERE "slug" = 'philips-rechargeable-emergency-light';
UPDATE "Product" SET "nameNe" = 'Havells Instanio १० लिटर पानी तताउने गिजर' WHERE "slug" = 'havells-instanio-10-l-water-heater';
UPDATE "Product" SET "nameNe" = 'रङ लगाउने रोलर र ब्रस किट' WHERE "slug" = 'paint-roller-and-brush-kit';
UPDATE "Product" SET "nameNe" = 'Bosch हथौडा ५०० ग्राम' WHERE "slug" = 'bosch-claw-hammer-500-g';
UPDATE "Product" SET "nameNe" = 'Nivia योगा म्याट ६ मिमि' WHERE "slug" = 'nivia-yoga-mat-6-mm';
UPDATE "Product" SET "nameNe" = 'ट्रेकिङ लठ्ठी (जोडी)' WHERE "slug" = 'trekking-poles-pair';
UPDATE "Product" SET "nameNe" = 'डाउन स्लिपिङ ब्याग -१०°C' WHERE "slug" = 'down-sleeping-bag-10-c';
UPDATE "Product" SET "nameNe" = '३ जनाको लागि क्याम्पिङ पाल' WHERE "slug" = 'camping-tent-for-3-people';
UPDATE "Product" SET "nameNe" = 'कश्मीर विलो क्रिकेट ब्याट' WHERE "slug" = 'kashmir-willow-cricket-bat';
UPDATE "Product" SET "nameNe" = 'Adidas Tiro League फुटबल' WHERE "slug" = 'adidas-tiro-league-football';
UPDATE "Product" SET "nameNe" = 'काठको बाघचाल खेल' WHERE "slug" = 'wooden-bagh-chal-board-game';
UPDATE "Product" SET "nameNe" = 'पूरा साइजको क्यारम बोर्ड' WHERE "slug" = 'carrom-board-full-size';
