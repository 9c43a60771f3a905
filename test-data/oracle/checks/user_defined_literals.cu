// A literal with a user-defined suffix (64ms, 1.5s, "abc"s) has the type
// its literal operator returns, not int: calls taking it are not judged as
// if an int were passed (C++20's <atomic> does so in libstdc++'s headers).
#include <chrono>
#include <string>
#include <thread>
void wait_a_little() {
  using namespace std::chrono_literals;
  using namespace std::string_literals;
  std::this_thread::sleep_for(10ms);
  std::this_thread::sleep_for(1.5s);
  std::string s = "abc"s;
  (void)s;
}
int main() { wait_a_little(); return 0; }
