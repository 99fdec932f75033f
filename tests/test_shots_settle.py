"""A shot waits for the bots: the same moment on every run, however long they think."""
import concurrent.futures
import threading
import time


class _Job:
    def __init__(self, future):
        self.future = future
        self.cancelled = False


class _Scene:
    def __init__(self, job):
        self.ai_job = job

    def jobs_in_flight(self):
        return [self.ai_job] if self.ai_job is not None else []


class _App:
    """Frames that animate while the scene's decision is in flight; records what each frame saw."""

    def __init__(self, scene):
        self.scenes = [scene]
        self.dirty = False
        self.seen = []

    def frame(self, dt, events):
        job = self.scenes[0].ai_job
        done = job is None or job.future.done()
        self.seen.append(done)
        if done:
            self.scenes[0].ai_job = None
        return not done


def test_settle_waits_for_a_decision_in_flight_before_each_frame():
    import pygame

    from client.shots import settle

    pygame.display.init()  # settle reads the event queue
    future = concurrent.futures.Future()
    threading.Timer(0.3, future.set_result, ("move",)).start()
    app = _App(_Scene(_Job(future)))
    start = time.perf_counter()
    settle(app, frames=90)
    assert app.seen[0] is True, "the first frame was drawn while the bot was still thinking"
    assert time.perf_counter() - start >= 0.25
    assert len(app.seen) <= 5  # then at rest at once: three quiet frames and the last
