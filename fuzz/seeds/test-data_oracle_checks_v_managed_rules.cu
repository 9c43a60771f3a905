// __managed__ combined with other memory spaces, used in decltype, const
// and reference types.
// ORACLE-HEADERS: mini
__managed__ __shared__ int m1;
__managed__ __constant__ int m2;
__managed__ int m3;
int h() { return sizeof(decltype(m3)) + sizeof(decltype((m3))); }
__managed__ const int m4 = 1;
__managed__ int &m5 = m3;
int h2() { return m4 + m5; }
