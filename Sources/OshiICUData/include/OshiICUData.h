// OshiICUData declares nothing: it is an object file that only oshi-cli links
// (icudata.S).
