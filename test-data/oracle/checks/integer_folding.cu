// EDG folds integer arithmetic on constants wherever it is written and
// warns when a signed result leaves its type (#61) or a shift count is
// negative (#62) or too large (#63). Unsigned arithmetic and shifts into
// the sign bit wrap silently; a variable is no constant.
const int N = 1 << 12;
void k(int x) {
  const int M = 4096;
  int a = M * M * M;
  for (int q = 0; q < N * N * N; ++q) {}
  int b = 2147483647 + 1;
  int c = 2 << 31;
  int d = 1 << -1;
  int e = 1 >> 40;
  unsigned f = 65536u * 65536u;
  unsigned g = 0xFFFFFFFF + 1;
  int h = 0x7FFFFFFF + 1;
  int i = (-2147483647 - 1) / -1;
  int j = 65536 * 65536 * 65536;
  long l = 4294967296 * 4294967296;
  long m = 2147483648 - 1;
  long n = 1000000 * 1000000L;
  int o = x * 2147483647 * 2;
  int p = 2147483647 * 2 * x;
  const char cc = 100;
  int r = cc * cc * cc * cc * cc;
  int s = -(-2147483647 - 1);
  int t = 'a' * 100000000;
  int u = 1'000'000 * 3000;
  long long v = 9223372036854775807 + 1;
  int w = (int)(4096LL * 4096 * 4096);
}
